"""Tensor-core GEMM kernels built from the atoms of :mod:`cute_sym.atoms` (issue 15).

:func:`~codegen.gemm.kernel.gemm_kernel` generates ``C = A * B^T`` for sm_90a (TMA + wgmma,
:mod:`.sm90`) or sm_80 (cp.async + ldmatrix + mma.sync, :mod:`.sm80`), with every index
expression, the layout relations between the atoms (:mod:`.proofs`) and the bank-conflict
freedom of the shared-memory accesses proven, the certificates in the source.
"""
