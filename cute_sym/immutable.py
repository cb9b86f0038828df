"""The immutable values' common behaviour: no attribute assignment, copies are the value
itself, and pickling rebuilds the value from its constructor's arguments."""
from __future__ import annotations

from typing import Any, Callable


class Immutable:
    """A value that never changes once built; each subclass defines ``_init_args()``, its
    constructor's arguments (``pickle`` rebuilds it through the constructor, so its checks run)."""

    __slots__ = ()
    _init_args: "Callable[[], tuple]"

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple:
        return (type(self), self._init_args())

    def __copy__(self) -> "Immutable":
        return self

    def __deepcopy__(self, memo: dict) -> "Immutable":
        return self
