"""Every run remembered: the run history in ``ironbound.db`` (SQLite) in the saves folder.

- ``score``: the one score formula;
- ``pictures``: a run's pictures as numbers (HP and floor over turns, kills per floor);
- ``run``: one run's row, made from a finished (or abandoned) game;
- ``morgue_read``: the same row read back from a run summary file (``morgue/``);
- ``db``: the database: schema by ``PRAGMA user_version`` with migrations, WAL, one
  transaction per write; it never raises at the game, it says what went wrong in one line;
- ``table``: ``--scores`` as a table or CSV.

What the game does with it (write the row at a run's end, catch up at start on run summaries
whose row was never written, import old ones once) is ``game.save.run_history``; the row of a
game is ``game.morgue.run_row``. This package imports neither the engine nor the saves, and no
pygame: the command line (``--scores``) and the headless game use it too.
"""
