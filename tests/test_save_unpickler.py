"""The restricted unpickler is an opcode interpreter of its own (issue 22, point 5): it leans on
no private part of pickle, runs only the opcodes it has a method for, and reads every stream a
save (or plain data) can hold exactly as pickle itself does."""

from __future__ import annotations

import ast
import pickle
import pickletools
from pathlib import Path

import pytest

from game.save.unpickler import NOT_USED, Malformed, RestrictedUnpickler, restricted_loads

ROOT = Path(__file__).resolve().parents[1]

#: Opcodes no save uses, each in a stream that would otherwise reach it, and what it would do.
UNUSED: dict[str, bytes] = {
    "INST": b"(igame.engine.ai\nHostileAI\n.",  # create a class called with arguments
    "OBJ": b"\x80\x02(cgame.engine.ai\nHostileAI\no.",
    "NEWOBJ_EX": b"\x80\x04cgame.engine.ai\nHostileAI\n)}\x92.",  # with keyword arguments
    "EXT1": b"\x80\x02\x82\x01.",  # a global from copyreg's extension registry
    "EXT2": b"\x80\x02\x83\x01\x00.",
    "EXT4": b"\x80\x02\x84\x01\x00\x00\x00.",
    "PERSID": b"Pfoo\n.",  # an object from outside the pickle
    "BINPERSID": b"\x80\x02X\x03\x00\x00\x00fooQ.",
    "NEXT_BUFFER": b"\x80\x05\x97.",  # out-of-band data
    "READONLY_BUFFER": b"\x80\x05C\x01x\x98.",
}


def _private_pickle_uses(path: Path) -> list[str]:
    """Every ``pickle._name`` (attribute, or ``from pickle import _name``) in a file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and isinstance(node.value, ast.Name)
            and node.value.id == "pickle"
        ):
            found.append(f"{path.name}:{node.lineno} pickle.{node.attr}")
        elif isinstance(node, ast.ImportFrom) and node.module == "pickle":
            found += [
                f"{path.name}:{node.lineno} pickle.{alias.name}"
                for alias in node.names
                if alias.name.startswith("_")
            ]
    return found


def test_the_loader_leans_on_no_private_part_of_pickle() -> None:
    assert RestrictedUnpickler.__mro__ == (RestrictedUnpickler, object)
    used = [
        use for path in sorted((ROOT / "game").rglob("*.py")) for use in _private_pickle_uses(path)
    ]
    assert used == []


def test_every_opcode_is_either_run_or_refused() -> None:
    """pickletools' table is the whole language: each opcode has a method or is in UNUSED."""
    names = {op.name for op in pickletools.opcodes}
    run = {name for name in names if hasattr(RestrictedUnpickler, f"_op_{name}")}
    assert names - run == set(UNUSED)


@pytest.mark.parametrize("name", sorted(UNUSED))
def test_an_opcode_no_save_uses_is_refused(name: str) -> None:
    stream = UNUSED[name]
    assert name in {op.name for op, _, _ in pickletools.genops(stream)}
    with pytest.raises(Malformed, match=NOT_USED):
        restricted_loads(stream)


class Shared:
    """Plain data with shared and circular parts: the memo (PUT/GET, MEMOIZE), MARK, POP and
    POP_MARK all take part in pickling it."""

    @staticmethod
    def make(protocol: int) -> object:
        shared = [1, "two", 3.5]
        circle: list[object] = ["start"]
        circle.append(circle)
        holder: list[object] = []
        knot = (holder, "knot")  # a tuple that contains itself, through a list
        holder.append(knot)
        many = [[n] for n in range(300)]  # memo indexes past 255 (LONG_BINPUT, LONG_BINGET)
        value: dict[object, object] = {
            "ints": [
                0,
                1,
                -1,
                255,
                256,
                65535,
                65536,
                -(2**31),
                2**31 - 1,
                2**64,
                -(2**200),
                2**2100,
            ],
            "floats": [0.0, -1.5, 1e300, float("inf")],
            "flags": [None, True, False],
            "text": ["", "plain", "é ∑ 𝔘", "line\nbreak", "x" * 300],
            "tuples": [(), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4)],
            "twice": (shared, shared),
            "many": (many, many[::-1]),
            "circle": circle,
            "knot": knot,
            (1, "key"): {},
        }
        if protocol >= 3:
            value["bytes"] = [b"", b"\x00\xff", b"b" * 300]
        if protocol >= 4:
            value["sets"] = [set(), {1, 2}, frozenset(), frozenset({"a"})]
        if protocol >= 5:
            value["bytearray"] = bytearray(b"ab")
        return value


def _same(a: object, b: object, seen: dict[int, int]) -> bool:
    """``a`` and ``b`` are equal in value and in which parts are shared (one object)."""
    if id(a) in seen:
        return seen[id(a)] == id(b)
    if type(a) is not type(b):
        return False
    if isinstance(a, list | tuple | dict):
        seen[id(a)] = id(b)
        if len(a) != len(b):
            return False
        if isinstance(a, dict):
            return list(a) == list(b) and all(_same(a[k], b[k], seen) for k in a)
        return all(_same(x, y, seen) for x, y in zip(a, b, strict=True))
    return a == b


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_plain_data_loads_as_pickle_loads_it(protocol: int) -> None:
    stream = pickle.dumps(Shared.make(protocol), protocol)
    assert _same(restricted_loads(stream), pickle.loads(stream), {})


@pytest.mark.parametrize(
    "stream",
    [
        b"\x80\x04]2\x86.",  # DUP: the same list twice
        b"\x80\x04\x8d\x02\x00\x00\x00\x00\x00\x00\x00\xc3\xa9.",  # BINUNICODE8
        b"\x80\x04\x8e\x02\x00\x00\x00\x00\x00\x00\x00ab.",  # BINBYTES8
    ],
    ids=["DUP", "BINUNICODE8", "BINBYTES8"],
)
def test_opcodes_pickle_writes_only_for_huge_data_read_as_pickle_reads_them(stream: bytes) -> None:
    assert _same(restricted_loads(stream), pickle.loads(stream), {})


def test_python_2_strings_are_read_as_pickle_reads_them() -> None:
    for stream in (b"S'abc'\n.", b"U\x03abc.", b"T\x03\x00\x00\x00abc."):
        assert restricted_loads(stream) == pickle.loads(stream) == "abc"
    with pytest.raises(UnicodeDecodeError):
        pickle.loads(b"U\x01\xe9.")
    with pytest.raises(UnicodeDecodeError):
        restricted_loads(b"U\x01\xe9.")
