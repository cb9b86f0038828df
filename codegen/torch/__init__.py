"""The ``cute_sym.torch`` library's generator side (issue 24): :mod:`.select` (tensors' layouts ->
a GEMM configuration and launch, pure Python), :mod:`.cache` (generated kernels on disk),
:mod:`.build` (generate, prove, compile), :mod:`.driver` (ctypes launch), :mod:`.ops` (the
``torch.library`` ops; imports torch)."""
