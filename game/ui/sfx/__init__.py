"""The sound effects as code: numpy synthesis (``dsp``), one recipe per sound (``catalog``) and
the script that writes them into ``assets/sounds`` (``build``). The game itself only reads the
WAV files; nothing here is imported while playing."""
