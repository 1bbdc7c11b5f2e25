"""Working out what the fog's sides see before the fog shows, without freezing the window.

On a large map the first fog of a side takes seconds (the shadow table, then
every token's field: `engine/vision/warm_up`). When that is long, the work runs
on a worker thread (it only reads the battle's frozen values and returns the
fields) while a window-modal progress dialog, "Working out what the side
sees...", keeps the window repainting; the window then pushes the very same
command it always pushes (`fog`, `fog_sides`: same record, undo and replay),
which finds every field kept. Cancel pushes nothing. Short work is done at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from battlemap.document.battle import BattleDocument
from battlemap.engine.vision.warm_up import WarmUp, keep_all, warm_up

translate = QCoreApplication.translate

#: Estimated seconds past which the work leaves the window's thread (shorter: done at once).
LONG_SECONDS = 0.3
#: How often the window looks at the worker's progress, in ms.
_POLL_MS = 40


class _Job:
    """One warm-up on its worker thread: what it has done, its answer, whether it should stop."""

    def __init__(self, work: WarmUp, document: BattleDocument) -> None:
        self.work, self.done, self.cancelled = work, 0, False
        self.traced: dict[str, tuple] | None = None
        self.failed: BaseException | None = None
        self.thread = threading.Thread(target=self._run, args=(document.sight,), daemon=True,
                                       name="fog-warm-up")

    def _run(self, sight) -> None:
        try:
            self.traced = self.work.run(sight, self._progress, lambda: self.cancelled)
        except BaseException as error:  # shown by the command run on the window's thread instead
            self.failed = error
            self.traced = {}

    def _progress(self, done: int) -> None:
        self.done = done


class FogWarmUp:
    """The fog warm-ups of one window (one at a time: the progress dialog is window-modal)."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        #: The progress dialog while a long warm-up runs (None otherwise).
        self.dialog: QProgressDialog | None = None
        self._job: _Job | None = None
        self._timer = QTimer(parent)
        self._timer.setInterval(_POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._then: Callable[[], None] = lambda: None

    @property
    def busy(self) -> bool:
        return self._job is not None

    def run(self, document: BattleDocument, sides: Iterable[str], then: Callable[[], None], *,
            cancellable: bool = True) -> None:
        """Work out what `sides` see, then call `then` (never, on Cancel)."""
        work = warm_up(document.state, document.sight, sides)
        if self._job is not None or work.estimated_seconds() <= LONG_SECONDS:
            keep_all(document.sight, work.run(document.sight))
            then()
            return
        self._job, self._document, self._then = _Job(work, document), document, then
        self._cancellable = cancellable
        self.dialog = self._make_dialog(work, cancellable)
        self._job.thread.start()
        self._timer.start()

    def is_long(self, document: BattleDocument, sides: Iterable[str]) -> bool:
        """Whether working out `sides`' fog now would take long (a progress dialog's worth)."""
        return warm_up(document.state, document.sight, sides).estimated_seconds() > LONG_SECONDS

    def _make_dialog(self, work: WarmUp, cancellable: bool) -> QProgressDialog:
        dialog = QProgressDialog(translate("Fog", "Working out what the side sees..."),
                                 translate("Fog", "Cancel"), 0, 0, self.parent)
        dialog.setWindowTitle(translate("Fog", "Fog of War"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setMinimumDuration(0)
        if cancellable:
            dialog.canceled.connect(self.cancel)
        else:
            dialog.setCancelButton(None)
        self._show_progress(dialog, work, 0)
        dialog.show()
        return dialog

    @staticmethod
    def _show_progress(dialog: QProgressDialog, work: WarmUp, done: int) -> None:
        """A busy bar while the table is built (one long step), then the tokens traced."""
        if work.table and done == 0:
            dialog.setRange(0, 0)
            return
        first = 1 if work.table else 0
        dialog.setRange(0, len(work.tokens))
        dialog.setValue(done - first)

    def _poll(self) -> None:
        job = self._job
        if job is None:
            return
        if job.traced is None:
            if self.dialog is not None:
                self._show_progress(self.dialog, job.work, job.done)
            return
        keep_all(self._document.sight, job.traced)
        then = self._then
        self._finish()
        then()

    def cancel(self) -> None:
        """Stop: nothing is pushed (the worker drops what it was tracing after its current step)."""
        if self._job is not None:
            self._job.cancelled = True
            self._finish()

    def _finish(self) -> None:
        self._timer.stop()
        self._job, self._then = None, lambda: None
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            if self._cancellable:
                dialog.canceled.disconnect(self.cancel)  # closing the dialog emits it again
            dialog.close()
            dialog.deleteLater()
