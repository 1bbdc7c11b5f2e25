"""The one history: a QUndoStack of thin wrappers around the document's commands.

A document `Command` is data (label, state before, state after, log lines);
`DocumentCommand` only tells the document to apply it on redo and to revert
it on undo (Orange3's pattern). QUndoStack.push calls redo at once, so
pushing is doing. A battle reopened with its journal has its commands done
already: `restore_history` stacks them without doing them again, so undo
reaches back to the start of the journal.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Command
from battlemap.ui.docks.log import shown_title


class DocumentCommand(QUndoCommand):
    """A document command on the undo stack: redo applies it, undo reverts it.

    `done`: the document has applied it already (a reopened journal), so the
    first redo, the one QUndoStack.push makes, only takes note.
    """

    def __init__(self, document: BattleDocument, command: Command, *, done: bool = False) -> None:
        super().__init__(shown_title(command, document.state.ruleset))
        self.document = document
        self.command = command
        self._skip_redo = done

    def redo(self) -> None:
        if self._skip_redo:
            self._skip_redo = False
            return
        self.document.apply(self.command)

    def undo(self) -> None:
        self.document.revert(self.command)


def push(stack: QUndoStack, document: BattleDocument, command: Command) -> None:
    """Do `command` on `document` as one undoable step."""
    stack.push(DocumentCommand(document, command))


def restore_history(stack: QUndoStack, document: BattleDocument) -> None:
    """A fresh history holding the document's journal, done, and clean (as the file holds it)."""
    stack.clear()
    for command in document.journal:
        stack.push(DocumentCommand(document, command, done=True))
    stack.setClean()
