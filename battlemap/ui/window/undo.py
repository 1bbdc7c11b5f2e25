"""The one history: a QUndoStack of thin wrappers around the document's commands.

A document `Command` is data (label, state before, state after, log lines);
`DocumentCommand` only tells the document to apply it on redo and to revert
it on undo (Orange3's pattern). QUndoStack.push calls redo at once, so
pushing is doing.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command


class DocumentCommand(QUndoCommand):
    """A document command on the undo stack: redo applies it, undo reverts it."""

    def __init__(self, document: BattleDocument, command: Command) -> None:
        super().__init__(command.label)
        self.document = document
        self.command = command

    def redo(self) -> None:
        self.document.apply(self.command)

    def undo(self) -> None:
        self.document.revert(self.command)


def push(stack: QUndoStack, document: BattleDocument, command: Command) -> None:
    """Do `command` on `document` as one undoable step."""
    stack.push(DocumentCommand(document, command))
