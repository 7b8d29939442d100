"""Every run remembered: the run history in ``ironbound.db`` (SQLite) in the saves folder.

- ``score``: the one score formula;
- ``pictures``: a run's pictures as numbers (HP and floor over turns, kills per floor);
- ``run``: one run's row, made from a finished (or abandoned) game;
- ``morgue_read``: the same row read back from a run summary file (``morgue/``);
- ``db``: the database: schema by ``PRAGMA user_version`` with migrations, WAL, one
  transaction per write; it never raises at the game, it says what went wrong in one line;
- ``keeper``: what the game does at a run's end and at start (write the row, catch up on run
  summaries whose row was never written, import old ones once).

No pygame here: the command line (``--scores``) and the headless game use it too.
"""
