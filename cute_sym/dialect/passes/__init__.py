"""The passes of seed 000: ``--cute-fold-static`` and ``--cute-expand-ops``."""
