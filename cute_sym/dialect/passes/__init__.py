"""The passes of seed 000: ``--cute-fold-static``, ``--cute-expand-ops`` and the lowering
``--cute-to-base``."""
