"""``cute-sym check``: verify a CuTe DSL kernel's layouts op by op (issue 13).

``check_text(text, file)`` / ``check_file(path)`` / ``check_files(paths, jobs=N)`` return
:class:`Report` s of :class:`Finding` s; :mod:`.ops` re-derives every cute op,
:mod:`.symbolic` names the dynamic leaves and proves the side conditions, :mod:`.views`
keeps every view inside its allocation, :mod:`.tensors` checks tiled copies' and MMAs'
thread-value layouts and alignment claims; bank conflicts come from ``codegen.check_banks``.
See docs/check.md.
"""
from .context import Options
from .findings import Finding, exit_status
from .batch import check_files
from .run import Report, check_file, check_text

__all__ = ["Options", "Finding", "Report", "check_text", "check_file", "check_files", "exit_status"]
