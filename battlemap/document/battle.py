"""The open battle: the scenario, the engine's current state, selection, log, file path.

Every view (the GM window, later the player view) builds itself from a
`BattleDocument` and updates from its signals (`document/signal.py`), never from another
view. Changes arrive as `Command` values built here and applied by whoever
keeps the history (the Qt undo stack): `apply` sets the command's after
state, `revert` its before state, each with the document's own parts the
command carries (background, pictures, reactions on offer).

Every builder stamps its command with the journal record that plays it again
(document/journal/), and the document keeps the journal: the commands applied
since the journal's start, in order, which is exactly what undo can reach.
Saving writes the journal into the file; opening a file with a journal
replays it, so the log, the reactions on offer and the undo history come
back. Battle > Replay shows any step of it (`show_step`).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from battlemap.document import (
    action_commands, attacks, moves, overwatch, terrain_commands, token_commands, token_edit, turns,
    zone_commands,
)
from battlemap.document.background import Background
from battlemap.document.background_commands import background_command
from battlemap.document.commands import Change, Command, History, Rejected
from battlemap.document.drag import DragSession
from battlemap.document import fog_commands, note_commands, segment_commands, side_commands, template_commands
from battlemap.document.gm_commands import (
    gm_move_command, refused_move_entry, reset_budget_command, set_condition_command, set_count_command,
)
from battlemap.document.journal import recording as record
from battlemap.document.journal.start import Start, without_journal
from battlemap.document.journal.steps import StepView, continue_command, view_at
from battlemap.document.event_lines import action_named
from battlemap.document.log import LogEntry, export_log_text, part, phrase
from battlemap.document.offers import Offer
from battlemap.document.option_commands import set_options_command
from battlemap.document.opened import OpenedScenario, collector_paused, open_new, open_scenario
from battlemap.document.autosaves import autosave_failed_entry, remove_autosave, write_autosave
from battlemap.document.paths import autosave_path
from battlemap.document.reactions import (
    holding, lapsing, offering, roll_reaction_command, skip_reaction_command, unsaved_entries,
)
from battlemap.document.saving import scenario_from_state
from battlemap.document.signal import Signal
from battlemap.document.victory import declared
from battlemap.document.stat_edit import set_stat_command
from battlemap.document.token_pictures import Pictures, file_reference, leaves_folder
from battlemap.engine.areas.measure import Ruler
from battlemap.engine.areas.templates import AreaTemplate
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState, SideState
from battlemap.engine.movement.preview import MovePreview
from battlemap.engine.play.drag_moves import DragMove, drag_move
from battlemap.engine.play.provoked import interrupts, provoked_by_action
from battlemap.engine.vision.fog import SightCache
from battlemap.engine.vision.fog_view import FogView, explored_after, fog_view, indices_of
from battlemap.grid import Cell, Edge
from battlemap.schema import Scenario, save_scenario, scenario_from_document

if TYPE_CHECKING:  # a file's journal loads these when it is replayed (schema/journal_records.py)
    from battlemap.document.journal.replaying import JournalProblem
    from battlemap.schema.records import Record

#: Suffix of the files Battlemap writes (a TOML scenario is saved as a new JSON file).
SAVE_SUFFIX = ".json"

#: What the Edit menu calls a drag that plays the system's path action (translated there).
_PATH_ACTION_TITLE = phrase("{action} {name}")


class NeedsPath(ValueError):
    """Save was asked without a path for a battle that has none (ask the user: Save As)."""


class StaleCommand(RuntimeError):
    """A command applied or reverted on a state it was not built from (a history bug)."""


class InReplay(RuntimeError):
    """A change or a save asked while Battle > Replay shows an earlier step (leave replay first)."""


class BattleDocument:
    """One open battle. Views subscribe to the signals; commands change it."""

    #: The engine state after every apply, revert or open.
    state_changed = Signal(BattleState)
    #: The selected token id, or None.
    selection_changed = Signal(object)
    #: A log line added by an applied command.
    log_added = Signal(LogEntry)
    #: A log line taken back by a reverted command.
    log_removed = Signal(LogEntry)
    #: The current DragPreview, or None when a drag ends.
    drag_changed = Signal(object)
    #: A drag prepared ahead of its press (`drag.prepare`), as the DragPreview its press shows
    #: first: the map may build its shading, unshown, while the pointer rests on the token.
    drag_ready = Signal(object)
    #: Where Save writes (a Path), or None after opening the default or a TOML file.
    path_changed = Signal(object)
    #: The Background under the map, or None when it was taken away.
    background_changed = Signal(object)
    #: The reactions on offer (a tuple of Offer), after every change of the list.
    reactions_changed = Signal(tuple)
    #: The token pictures (token id -> reference) after a change of any of them.
    pictures_changed = Signal(object)
    #: The journal step Battle > Replay shows (an int), or None when replay ends.
    replay_changed = Signal(object)
    #: A warm-up of the fog's sight ended (`sight_warming` is False again): the fog views redraw.
    sight_warmed = Signal()
    #: The ruler the GM holds on the map (an engine Ruler), or None when the measurement ends.
    ruler_changed = Signal(object)

    def __init__(self, opened: OpenedScenario, *, data_folder: Path | None = None) -> None:
        self.opened = opened
        self._path = _save_target(opened.path)
        self._selection: str | None = None
        self._data_folder = data_folder
        self._replay: tuple[int, StepView] | None = None  # the step shown, and the battle at the end
        self._ruler: Ruler | None = None
        #: Each token's field of view, kept until it moves (fog of war; numpy only once fog is on).
        self.sight = SightCache()
        #: True while the window works out the fog's sight apart from any command (a large map's
        #: first fog): the fog views cover everything meanwhile instead of tracing it themselves.
        self.sight_warming = False
        self.drag = DragSession(lambda: self._state, self.drag_changed.emit, drag_move,
                                ready=self.drag_ready.emit)
        journal = opened.scenario.journal
        self._begin(journal.start if journal is not None else opened.scenario)
        #: Why the file's journal did not replay to its battle (None: it did, or there was none).
        self.journal_problem: JournalProblem | None = None
        if journal is not None:
            # Replaying (and the record models it reads) loads only for a file with a journal.
            from battlemap.document.journal.replaying import mismatch, problem_entry, replay_records

            self.journal_problem = replay_records(self, journal.records)
            if self.journal_problem is None and not self._reaches(opened.scenario):
                self._begin(opened.scenario)
                self.journal_problem = mismatch()
            if self.journal_problem is not None:
                self._note((problem_entry(self.journal_problem, self._state.combat.round),))

    def _begin(self, scenario: Scenario) -> None:
        """Start the battle (and its journal) at `scenario`: nothing logged, nothing on offer."""
        # Opening built the file's terrain already: the battle at the top level reuses it.
        terrain = self.opened.terrain if scenario is self.opened.scenario else None
        self._start = Start.of(scenario, self.opened.ruleset, self.folder, terrain=terrain)
        self._state = self._start.state
        self._background = self._start.background
        self._pictures = self._start.pictures
        self._log: tuple[LogEntry, ...] = ()
        self._pending: tuple[Offer, ...] = ()
        self._journal: tuple[Command, ...] = ()

    @property
    def folder(self) -> Path | None:
        """The folder picture paths of the opened file are relative to (None: the bundled default)."""
        return self.opened.path.absolute().parent if self.opened.path is not None else None

    def _reaches(self, scenario: Scenario) -> bool:
        """True when the battle now is the one `scenario`'s top level holds (all the file says)."""
        target = self.opened.path or Path.cwd() / "battle.json"
        current = self._battle_for(target).model_dump(mode="json", exclude_defaults=True)
        return current == without_journal(scenario).model_dump(mode="json", exclude_defaults=True)

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *,
             data_folder: Path | None = None, language: str | None = None) -> BattleDocument:
        """Open a scenario file (None: the bundled default); LoadError lists every problem.

        `language`: a bundled sample opens in that language's words (`document/sample_words.py`)."""
        with collector_paused():
            return cls(open_scenario(path, language=language), data_folder=data_folder)

    @classmethod
    def new(cls, scenario: Scenario, *, name: str = "Untitled",
            data_folder: Path | None = None) -> BattleDocument:
        """A new battle from a scenario built in memory (no file: Save asks where).

        The scenario is validated like an opened file; LoadError lists every problem.
        """
        with collector_paused():
            return cls(open_new(scenario, name), data_folder=data_folder)

    # --- what views read ------------------------------------------------------------
    @property
    def state(self) -> BattleState:
        """The engine's state now (terrain included: read it here, not from `opened`)."""
        return self._state

    @property
    def path(self) -> Path | None:
        """Where Save writes; None when Save must ask (bundled default, TOML source)."""
        return self._path

    @property
    def source_path(self) -> Path | None:
        """The file the battle was opened from or last saved to (None: bundled default)."""
        return self.opened.path

    @property
    def name(self) -> str:
        """Title-bar name: the scenario's name, else its file name."""
        return self.opened.scenario.name or self.opened.display_name

    @property
    def selection(self) -> str | None:
        return self._selection

    @property
    def log(self) -> tuple[LogEntry, ...]:
        return self._log

    @property
    def pending_reactions(self) -> tuple[Offer, ...]:
        """Reactions provoked by moves or actions, not yet rolled, skipped or lapsed, in the order they resolve."""
        return self._pending

    @property
    def journal(self) -> tuple[Command, ...]:
        """The commands since the journal's start, in order (what undo can reach)."""
        return self._journal

    @property
    def records(self) -> tuple[Record, ...]:
        """The journal as the file writes it: one record per command."""
        return tuple(c.record for c in self._journal if c.record is not None)

    def export_log_text(self) -> str:
        """The whole log as plain text (File > Export log)."""
        return export_log_text(self._log)

    @property
    def background(self) -> Background | None:
        """The picture under the map (saved with the scenario), or None."""
        return self._background

    def background_command(self, background: Background | None) -> Command | Rejected:
        """Place the picture under the map (None: take it away) as one undoable step."""
        return self._stamp(background_command(self._state, self._background, background),
                      lambda: record.background(background))

    def _set_background(self, background: Background | None) -> None:
        if background != self._background:
            self._background = background
            self.background_changed.emit(background)

    @property
    def pictures(self) -> Pictures:
        """Token id -> picture reference (`assets:<path>`, or a path resolved from the file's folder)."""
        return self._pictures

    def pictures_outside_folder(self) -> tuple[str, ...]:
        """The picture paths the opened file names outside its own folder (absolute, or up with ..):
        a shared battle may show pictures from anywhere on the machine, so the window lists them."""
        scenario = without_journal(self.opened.scenario)
        named = [t.image for t in scenario.tokens if t.image]
        if scenario.background is not None:
            named.append(scenario.background.path)
        return tuple(dict.fromkeys(p for p in named if leaves_folder(p)))

    def token_edit(self, token_id: str) -> token_edit.TokenEdit:
        """A token's current editable values, its picture included (what the Edit dialog starts from)."""
        return token_edit.TokenEdit.of(self._state.token(token_id), self._pictures.get(token_id))

    def _set_pictures(self, pictures: Pictures) -> None:
        if pictures != self._pictures:
            self._pictures = pictures
            self.pictures_changed.emit(pictures)

    # --- selection ------------------------------------------------------------------
    def select(self, token_id: str | None) -> None:
        """Select a token (None: nothing); unknown ids select nothing."""
        if token_id is not None and not self._state.has_token(token_id):
            token_id = None
        if token_id != self._selection:
            self._selection = token_id
            self.selection_changed.emit(token_id)

    # --- history hooks ----------------------------------------------------------------
    def apply(self, command: Command) -> None:
        """Do (or redo) `command`: its after state and parts, its log lines, its journal record."""
        self._check(getattr(command, "before", None), command)
        self._set_state(command.after)
        self._set_parts(command, done=True)
        if command.history is not None:
            self._set_history(command.history.after)
            return
        self._journal = (*self._journal, command)
        self._log = (*self._log, *command.log)
        for entry in command.log:
            self.log_added.emit(entry)

    def revert(self, command: Command) -> None:
        """Undo `command`: its before state and parts exactly, its log lines and record taken back."""
        self._check(getattr(command, "after", None), command)
        self._set_state(command.before)
        self._set_parts(command, done=False)
        if command.history is not None:
            self._set_history(command.history.before)
            return
        self._journal = _without_last(self._journal, command)
        log = list(self._log)
        for entry in reversed(command.log):
            for i in range(len(log) - 1, -1, -1):
                if log[i] is entry:
                    del log[i]
                    break
        self._log = tuple(log)
        for entry in reversed(command.log):
            self.log_removed.emit(entry)

    def _set_history(self, history: History) -> None:
        """The journal and log `history` holds (a continue-from-step command or its undo)."""
        self._journal = history.journal
        self._show_log(history.log)

    def _show_log(self, log: tuple[LogEntry, ...]) -> None:
        """Make the log `log`, telling views only what changed at its end."""
        kept = 0
        for old, new in zip(self._log, log):
            if old is not new:
                break
            kept += 1
        gone, self._log = self._log[kept:], log
        for entry in reversed(gone):
            self.log_removed.emit(entry)
        for entry in log[kept:]:
            self.log_added.emit(entry)

    def _check(self, expected: BattleState | None, command: Command) -> None:
        if not isinstance(command, Command):
            raise TypeError(f"only a Command can be applied or reverted, not {command!r}")
        if self._replay is not None:
            raise InReplay(f"{command.label!r}: leave replay before changing the battle")
        if self._state is not expected:
            raise StaleCommand(f"{command.label!r} does not follow from the current state")

    def _set_parts(self, command: Command, *, done: bool) -> None:
        """The parts beside the engine's state that `command` changes, as after it (done) or
        before it (undone); a part it leaves alone (None) stays as it is."""
        if command.background is not None:
            self._set_background(command.background.side(done))
        if command.pictures is not None:
            self._set_pictures(command.pictures.side(done))
        if command.pending is not None:
            self._set_pending(command.pending.side(done))

    def _note(self, entries: tuple[LogEntry, ...]) -> None:
        """Log lines that belong to no command (undo never takes them back)."""
        self._log = (*self._log, *entries)
        for entry in entries:
            self.log_added.emit(entry)

    def _set_pending(self, pending: tuple[Offer, ...]) -> None:
        if pending != self._pending:
            self._pending = pending
            self.reactions_changed.emit(pending)

    def _set_state(self, state: BattleState) -> None:
        self.drag.cancel()  # a preview judged on the old state would lie
        self._state = state
        # A deleted token is unselected before anyone reads the new state with it selected.
        if self._selection is not None and not state.has_token(self._selection):
            self.select(None)
        self.state_changed.emit(state)

    # --- command builders ---------------------------------------------------------------
    def move_command(self, token_id: str, path: Sequence[Cell]) -> Command | Rejected:
        """Move along a legal path as the rules move (a drag, a `move` record): the system's move
        action played with its cost, requirements and effects (engine/play/drag_moves.py), or a
        plain move where the system allows one; cost and reactions booked, all of it logged.

        The reactions the path provokes go on offer (`pending_reactions`) for
        the GM to roll or skip.
        """
        verdict = moves.move_verdict(self._state, token_id, path)
        return verdict if isinstance(verdict, Rejected) else self._drag(verdict)

    def drop_command(self) -> Command | Rejected:
        """End the drag: the move command for the path drawn, or why there is none.

        The command is not applied: the caller pushes it (the Qt undo stack
        calls `apply`). The drag's verdict is kept when it still stands
        (`DrawnPath.stands`); a battle changed since the press gets the path
        judged again against its current state.
        """
        drawn = self.drag.take_path()
        if drawn is None:
            return Rejected.of("no_drag")
        if drawn.stands(self._state):
            return self._drag(drawn.move)
        return self.move_command(drawn.move.token, drawn.move.path)

    def drag_move(self, token_id: str) -> DragMove:
        """What dragging `token_id` plays now: the system's move action, a plain move, or nothing."""
        return drag_move(self._state, token_id)

    def _drag(self, verdict: MovePreview) -> Command | Rejected:
        """The move `verdict` says, as the rules move: the system's move action, or a plain move."""
        if not verdict.path:
            return Rejected.of("no_move", token=verdict.token)  # a click: nothing to judge
        how = drag_move(self._state, verdict.token)
        if not how.allowed:
            return Rejected(how.reasons)
        if how.action is None:
            return self._move(verdict)
        return self._move_action(verdict, how.action)

    def _move(self, verdict: MovePreview) -> Command | Rejected:
        """The plain move `verdict` (judged on the battle now) says, its reactions put on offer."""
        command = moves.verdict_command(self._state, verdict)
        if not isinstance(command, Rejected) and verdict.reactions:
            command = offering(command, self._pending, verdict.token, verdict.reactions)
        return self._stamp(command, lambda: record.move(self._state.grid, verdict.token, verdict.path))

    def _move_action(self, verdict: MovePreview, action_id: str) -> Command | Rejected:
        """The system's move action along the path `verdict` judged; the path's reactions on offer.

        (A path action provokes nothing as an action: its reactions are the path's.)
        """
        if not verdict.path:
            return Rejected.of("no_move", token=verdict.token)
        if not verdict.legal:
            return Rejected(verdict.reasons)
        command = action_commands.action_command(self._state, Action(action_id, verdict.token, path=verdict.path))
        if not isinstance(command, Rejected):
            command = moves.with_move_lines(self._state, verdict, command)
            name = self._state.token(verdict.token).name
            command = replace(command, label=part(_PATH_ACTION_TITLE, action=action_named(self._state, action_id),
                                                  name=name))
        if not isinstance(command, Rejected) and verdict.reactions:
            command = offering(command, self._pending, verdict.token, verdict.reactions)
        return self._stamp(command, lambda: record.move(self._state.grid, verdict.token, verdict.path))

    def gm_move_command(self, token_id: str, cell: Cell) -> Command | Rejected:
        """The GM's move: `token_id` put at `cell` asking no rules (any turn, no cost), logged as the GM's."""
        return self._stamp(gm_move_command(self._state, token_id, cell),
                      lambda: record.gm_move(self._state.grid, token_id, cell))

    def set_condition_command(self, token_id: str, condition: str, on: bool) -> Command | Rejected:
        """The GM sets (`on`) or clears a condition by hand, logged as the GM's."""
        return self._stamp(set_condition_command(self._state, token_id, condition, on),
                      lambda: record.set_condition(token_id, condition, on))

    def set_count_command(self, token_id: str, key: str, text: str) -> Command | Rejected:
        """The GM sets a count the system keeps on the token (Year Zero damage) by hand, logged."""
        return self._stamp(set_count_command(self._state, token_id, key, text),
                      lambda: record.set_count(token_id, key, text))

    def reset_budget_command(self, token_id: str) -> Command | Rejected:
        """The GM refreshes what a token spent this turn, logged as the GM's."""
        return self._stamp(reset_budget_command(self._state, token_id), lambda: record.reset_budget(token_id))

    def roll_reaction_command(self, offer: Offer) -> Command | Rejected:
        """Resolve a reaction on offer with the seeded dice (the system's own rule), logged."""
        return self._react(roll_reaction_command(self._state, self._pending, offer), offer, roll=True)

    def skip_reaction_command(self, offer: Offer) -> Command | Rejected:
        """Let a reaction on offer pass (logged); undo offers it again."""
        return self._react(skip_reaction_command(self._state, self._pending, offer), offer, roll=False)

    def _react(self, result: Command | Rejected, offer: Offer, *, roll: bool) -> Command | Rejected:
        return self._stamp(result, lambda: record.react(self._pending.index(offer), roll))

    def place_token_command(self, template_id: str, cell: Cell, side: str, *,
                            name: str | None = None) -> Command | Rejected:
        return self._stamp(token_commands.place_token_command(self._state, template_id, cell, side, name=name),
                      lambda: record.place_token(self._state.grid, template_id, cell, side, name))

    def delete_token_command(self, token_id: str) -> Command | Rejected:
        """Remove a token with everything that names it: its turn, others aiming at or holding it,
        and the reactions on offer by it or against it (undo brings all of it back)."""
        command = token_commands.delete_token_command(self._state, token_id)
        kept = tuple(o for o in self._pending if token_id not in (o.mover, o.reaction.by))
        if isinstance(command, Command) and kept != self._pending:
            command = replace(command, pending=Change(self._pending, kept))
        return self._stamp(command, lambda: record.delete_token(token_id))

    def set_hidden_command(self, token_id: str, hidden: bool) -> Command | Rejected:
        return self._stamp(token_commands.set_hidden_command(self._state, token_id, hidden),
                      lambda: record.hide_token(token_id, hidden))

    def edit_token_command(self, token_id: str, edit: token_edit.TokenEdit) -> Command | Rejected:
        """Change name, side, count, posture, facing, hidden, picture at once (every problem reported)."""
        return self._stamp(token_edit.edit_token_command(self._state, token_id, edit, self._pictures),
                      lambda: record.edit_token(token_id, edit))

    def duplicate_token_command(self, token_id: str) -> Command | Rejected:
        return self._stamp(token_edit.duplicate_token_command(self._state, token_id, self._pictures),
                      lambda: record.duplicate_token(token_id))

    def bring_to_front_command(self, token_id: str) -> Command | Rejected:
        return self._stamp(token_edit.bring_to_front_command(self._state, token_id),
                      lambda: record.bring_to_front(token_id))

    def set_stat_command(self, token_id: str, key: str, text: str) -> Command | Rejected:
        """Set a stat by hand (the Inspector), `text` read as the stat's type."""
        return self._stamp(set_stat_command(self._state, token_id, key, text),
                      lambda: record.set_stat(token_id, key, text))

    def attack_command(self, attacker: str, target: str, action: str | None = None
                       ) -> Command | Rejected:
        """Resolve an attack with the battle's seeded dice; undo puts the dice back."""
        command = attacks.attack_command(self._state, attacker, target, action)
        action_id = action_commands.attack_action_id(self._state, action or "attack", attacker)
        if action_id is not None:
            command = self._offer_provoked(command, Action(action_id, attacker, target=target))
        return self._stamp(command, lambda: record.attack(attacker, target, action))

    def action_command(self, action: Action) -> Command | Rejected:
        """Play an action of the ruleset's catalogue (engine `apply`), every event logged."""
        return self._stamp(self._offer_provoked(action_commands.action_command(self._state, action), action),
                      lambda: record.action(self._state.grid, action))

    def _offer_provoked(self, command: Command | Rejected, action: Action) -> Command | Rejected:
        """`command` with the reactions its action provokes (the system's rule) put on offer;
        when some of them interrupt, the action is held until they are rolled or skipped."""
        if isinstance(command, Rejected):
            return command
        provoked = provoked_by_action(self._state, action)
        first = tuple(r for r in provoked if interrupts(self._state, r))
        if first:
            return holding(command, self._pending, action, first)
        if not provoked:
            return command
        return offering(command, self._pending, action.actor, provoked, action=action.id)

    def overwatch_command(self, action_id: str, watcher: str, toward: Cell, arc: float, *,
                          options: tuple[tuple[str, object], ...] = ()) -> Command | Rejected:
        """Declare `watcher`'s overwatch toward a cell, `arc` degrees wide (0: the ruleset's default)."""
        return self._stamp(overwatch.overwatch_command(self._state, action_id, watcher, toward, arc, options=options),
                      lambda: record.overwatch(self._state.grid, action_id, watcher, toward, arc, options))

    def initiative_command(self) -> Command | Rejected:
        """Roll the turn order as the system does (Rejected when it has no initiative rule)."""
        return self._stamp(action_commands.initiative_command(self._state), record.initiative)

    def set_order_command(self, order: Sequence[str]) -> Command | Rejected:
        """Reorder the turn order (the GM's initiative)."""
        return self._stamp(turns.set_order_command(self._state, order), lambda: record.order(order))

    def paint_terrain_command(self, cells: Iterable[Cell], terrain_id: str) -> Command | Rejected:
        cells = tuple(cells)
        return self._stamp(terrain_commands.paint_terrain_command(self._state, cells, terrain_id),
                      lambda: record.paint(self._state.grid, cells, terrain_id))

    def toggle_door_command(self, cell: Cell) -> Command | Rejected:
        return self._stamp(terrain_commands.toggle_door_command(self._state, cell),
                      lambda: record.door(self._state.grid, cell))

    def toggle_edge_door_command(self, edge: Edge) -> Command | Rejected:
        return self._stamp(terrain_commands.toggle_edge_door_command(self._state, edge),
                      lambda: record.edge_door(self._state.grid, edge))

    def draw_segment_command(self, start: tuple[float, float], end: tuple[float, float],
                             terrain_id: str) -> Command | Rejected:
        return self._stamp(segment_commands.draw_segment_command(self._state, start, end, terrain_id),
                           lambda: record.draw_segment(start, end, terrain_id))

    def move_segment_end_command(self, index: int, end: int, point: tuple[float, float]) -> Command | Rejected:
        return self._stamp(segment_commands.move_segment_end_command(self._state, index, end, point),
                           lambda: record.move_segment(index, end, point))

    def delete_segment_command(self, index: int) -> Command | Rejected:
        return self._stamp(segment_commands.delete_segment_command(self._state, index),
                           lambda: record.delete_segment(index))

    def toggle_segment_door_command(self, index: int) -> Command | Rejected:
        return self._stamp(segment_commands.toggle_segment_door_command(self._state, index),
                           lambda: record.segment_door(index))

    def zone_cell_command(self, zone_id: str, cell: Cell, *, add: bool) -> Command | Rejected:
        return self._stamp(zone_commands.zone_cell_command(self._state, zone_id, cell, add=add),
                      lambda: record.zone_cell(self._state.grid, zone_id, cell, add))

    def set_options_command(self, changes: Mapping[str, object]) -> Command | Rejected:
        """Change the battle's house rules (ruleset option id -> value); the rules follow at once."""
        changes = dict(changes)
        return self._stamp(set_options_command(self._state, changes), lambda: record.set_options(changes))

    def set_sides_command(self, sides: Mapping[str, SideState]) -> Command | Rejected:
        """Battle > Sides: each side's name, who plays it (person or computer) and its temperament."""
        sides = dict(sides)
        return self._stamp(side_commands.set_sides_command(self._state, sides), lambda: record.set_sides(sides))

    def next_turn_command(self) -> Command | Rejected:
        """The next token acts; reactions still on offer lapse (undo offers them again)."""
        return self._stamp(lapsing(turns.next_turn_command(self._state), self._pending), record.next_turn)

    def next_round_command(self) -> Command | Rejected:
        """A new round begins; reactions still on offer lapse (undo offers them again)."""
        return self._stamp(lapsing(turns.next_round_command(self._state), self._pending), record.next_round)

    # --- area templates and the ruler ---------------------------------------------------
    def place_template_command(self, template: AreaTemplate) -> Command | Rejected:
        """Put an area template on the map (logged with the cells and tokens it covers)."""
        return self._stamp(template_commands.place_template_command(self._state, template),
                           lambda: record.place_template(self._state.grid, template))

    def remove_template_command(self, template_id: str) -> Command | Rejected:
        """Take an area template off the map (right-click > Remove Template)."""
        return self._stamp(template_commands.remove_template_command(self._state, template_id),
                           lambda: record.remove_template(template_id))

    @property
    def ruler(self) -> Ruler | None:
        """The measurement the GM holds on the map now (never saved, never a command), or None."""
        return self._ruler

    def set_ruler(self, ruler: Ruler | None) -> None:
        """Show `ruler` on every view (None: the measurement ended)."""
        if ruler != self._ruler:
            self._ruler = ruler
            self.ruler_changed.emit(ruler)

    # --- fog of war -----------------------------------------------------------------------
    def fog_view(self, state: BattleState | None = None, sides: Sequence[str] | None = None) -> FogView:
        """What the Player View covers of `state` (default: now) for `sides` (default: the fog's)."""
        return fog_view(state or self._state, self.sight, tuple(sides) if sides is not None else None)

    def set_fog_command(self, on: bool) -> Command | Rejected:
        """Fog of war on the Player View on or off (on without sides: the first side's sight)."""
        return self._stamp(fog_commands.set_fog_command(self._state, on), lambda: record.fog(on))

    def set_fog_sides_command(self, sides: Sequence[str]) -> Command | Rejected:
        """The fog shows what `sides` see (what they explored starts afresh)."""
        sides = tuple(sides)
        return self._stamp(fog_commands.set_fog_sides_command(self._state, sides),
                           lambda: record.fog_sides(sides))

    def fog_cells_command(self, cells: Iterable[Cell], mark: str) -> Command | Rejected:
        """Cells revealed ("reveal"), hidden ("hide") or given back to sight ("clear") by hand."""
        cells = tuple(cells)
        return self._stamp(fog_commands.fog_cells_command(self._state, cells, mark),
                           lambda: record.fog_cells(self._state.grid, cells, mark))

    def clear_fog_marks_command(self) -> Command | Rejected:
        """Every cell revealed or hidden by hand given back to sight at once (one `fog_cells`
        record, mark "clear"); Rejected when there is none."""
        grid, fog = self._state.grid, self._state.fog
        return self.fog_cells_command([grid.cell(i) for i in sorted(fog.revealed | fog.hidden)], "clear")

    def reset_explored_command(self) -> Command | Rejected:
        """Forget the cells seen before; what the sides see now stays explored."""
        fog = self._state.fog
        now = indices_of(self.sight.seen_by(self._state, fog.sides)) if fog.enabled else frozenset()
        return self._stamp(fog_commands.reset_explored_command(self._state, now), record.reset_explored)

    # --- notes on the map ---------------------------------------------------------------
    def add_pin_command(self, at: Sequence[float], text: str, *, players: bool = False,
                        pin_id: str | None = None) -> Command | Rejected:
        """A text pin at map point `at` (cell units), for the GM only unless `players`."""
        made = note_commands.add_pin_command(self._state, at, text, players=players, pin_id=pin_id)
        return self._stamp(made, lambda: record.add_pin(made.after.map_notes.pins[-1]))

    def edit_pin_command(self, pin_id: str, text: str) -> Command | Rejected:
        return self._stamp(note_commands.edit_pin_command(self._state, pin_id, text),
                           lambda: record.edit_pin(pin_id, text))

    def move_pin_command(self, pin_id: str, to: Sequence[float]) -> Command | Rejected:
        made = note_commands.move_pin_command(self._state, pin_id, to)
        return self._stamp(made, lambda: record.move_pin(pin_id, made.after.map_notes.pin(pin_id).at))

    def delete_pin_command(self, pin_id: str) -> Command | Rejected:
        return self._stamp(note_commands.delete_pin_command(self._state, pin_id), lambda: record.delete_pin(pin_id))

    def pin_players_command(self, pin_id: str, players: bool) -> Command | Rejected:
        return self._stamp(note_commands.pin_players_command(self._state, pin_id, players),
                           lambda: record.pin_players(pin_id, players))

    def add_drawing_command(self, points: Sequence[tuple[float, float]], *, colour: str = "#e04040",
                            width: float = 0.1, players: bool = False,
                            drawing_id: str | None = None) -> Command | Rejected:
        """A freehand stroke through `points` (map points, cell units; see `strokes.Stroke`)."""
        made = note_commands.add_drawing_command(self._state, points, colour=colour, width=width,
                                                 players=players, drawing_id=drawing_id)
        return self._stamp(made, lambda: record.add_drawing(made.after.map_notes.drawings[-1]))

    def delete_drawing_command(self, drawing_id: str) -> Command | Rejected:
        return self._stamp(note_commands.delete_drawing_command(self._state, drawing_id),
                           lambda: record.delete_drawing(drawing_id))

    def drawing_players_command(self, drawing_id: str, players: bool) -> Command | Rejected:
        return self._stamp(note_commands.drawing_players_command(self._state, drawing_id, players),
                           lambda: record.drawing_players(drawing_id, players))

    def _stamp(self, result: Command | Rejected, made: Callable[[], Record]) -> Command | Rejected:
        """`result` stamped with its record, and with what the fog's sides see after it explored
        (part of its after-state, so undo and a replayed journal give the same cells)."""
        if not isinstance(result, Command):
            return result
        after = explored_after(result.before, result.after, self.sight)
        if after is not result.after:
            result = replace(result, after=after)
        return _stamp(declared(result), made)

    # --- replay -------------------------------------------------------------------------
    @property
    def replay_step(self) -> int | None:
        """The journal step Battle > Replay shows (0: the start), or None outside replay."""
        return self._replay[0] if self._replay is not None else None

    def show_step(self, step: int) -> None:
        """Show the battle as it stood after `step` records (views follow); nothing can change
        until `leave_replay`. IndexError outside 0..len(journal)."""
        self.drag.cancel()
        end = self._replay[1] if self._replay is not None else self._now()
        view = view_at(self._start, self._journal, step)
        self._replay = None
        self._show(view)
        self._replay = (step, end)
        self.replay_changed.emit(step)

    def leave_replay(self) -> None:
        """Back to the battle as it is (the end of the journal)."""
        if self._replay is None:
            return
        end = self._replay[1]
        self._replay = None
        self._show(end)
        self.replay_changed.emit(None)

    def continue_command(self) -> Command | None:
        """Leave replay and go on from the step it shows: the later records are dropped (one
        undoable step, pushed by the caller). None when replay shows the end, or is off."""
        if self._replay is None:
            return None
        step, end = self._replay
        self.leave_replay()
        if step == len(self._journal):
            return None
        return continue_command(end, self._journal, self._log, self._start, step)

    def _now(self) -> StepView:
        return StepView(self._state, self._background, self._pictures, self._pending, self._log)

    def _show(self, view: StepView) -> None:
        self._set_state(view.state)
        self._set_background(view.background)
        self._set_pictures(view.pictures)
        self._set_pending(view.pending)
        self._show_log(view.log)

    # --- files --------------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write the battle and its journal to `path` (default: `self.path`) atomically; returns the path.

        Raises NeedsPath without a path, LoadError when the battle would not
        reopen, OSError when writing fails; in every case an existing file
        is left as it was. The battle's autosave is removed once saved.
        """
        target = Path(path) if path is not None else self._path
        if target is None:
            raise NeedsPath("this battle has no file yet: choose where to save it")
        if _save_target(target) is None:
            raise ValueError(f"Battlemap saves scenarios as JSON ({SAVE_SUFFIX}), not {target.suffix}")
        self._refuse_in_replay("save")
        scenario = self._scenario_for(target)
        old_autosave = self.autosave_path()
        save_scenario(scenario, target)
        if scenario.journal is None:  # offers live in the journal; without one they lapse
            self._note(unsaved_entries(self._state, self._pending))
        self.opened = replace(self.opened, scenario=scenario, terrain=self._state.terrain,
                              path=target, display_name=target.name)
        if target != self._path:
            self._path = target
            self.path_changed.emit(target)
        for stale in {old_autosave, self.autosave_path()}:
            remove_autosave(stale)
        return target

    def _refuse_in_replay(self, what: str) -> None:
        if self._replay is not None:
            raise InReplay(f"leave replay before you {what}")

    def adopt(self, source: Path | None, name: str | None = None) -> None:
        """This battle (recovered from an autosave) belongs to `source`: Save writes there, and
        autosaves go where that file's do. `name` titles a battle that was never saved."""
        display = source.name if source is not None else (name or self.opened.display_name)
        self.opened = replace(self.opened, path=source, display_name=display)
        path = _save_target(source)
        if path != self._path:
            self._path = path
            self.path_changed.emit(path)

    def autosave_path(self) -> Path:
        """Where `autosave` writes for this battle (never the user's own file)."""
        return autosave_path(self.opened.path, folder=self._data_folder)

    def autosave(self) -> Path:
        """Write the battle with its journal to its autosave file (the user's own file is untouched),
        with a note of which file it belongs to (document/autosaves.py)."""
        target = self.autosave_path()
        if self._path is not None and target.absolute() == self._path.absolute():
            raise ValueError(f"refusing to autosave over the user's file {target}")
        self._refuse_in_replay("autosave")
        write_autosave(target, self._scenario_for(target), self.opened.path, self.name)
        return target

    def note_refused_move(self, token_id: str, why: str) -> None:
        """One log line for a drop the rules refused (`why` in the window's words); undo never takes it."""
        if self._state.has_token(token_id):
            self._note((refused_move_entry(self._state, token_id, why),))

    def note_autosave_failed(self, error: Exception) -> None:
        """One log line saying the autosave failed and why (the window says it once, play goes on)."""
        self._note((autosave_failed_entry(error, self._state.combat.round),))

    def discard_autosave(self) -> None:
        """Remove this battle's autosave (a clean quit, or the user chose the file as it is)."""
        remove_autosave(self.autosave_path())

    def scenario_for(self, target: str | os.PathLike[str]) -> Scenario:
        """The file `save(target)` would write, as a scenario (journal included)."""
        self._refuse_in_replay("save")
        return self._scenario_for(Path(target))

    def _scenario_for(self, target: Path) -> Scenario:
        """The battle with its journal as the file to write at `target` (picture paths relative to it)."""
        battle = self._battle_for(target)
        records = self.records
        if not records or len(records) != len(self._journal):
            return battle  # nothing to replay (or a command without a record: start afresh here)
        folder = target.absolute().parent
        document = battle.model_dump(mode="json", exclude_defaults=True)
        document["journal"] = {
            "start": self._start.document(folder),
            "records": [record.as_json(record.for_folder(r, folder)) for r in records],
        }
        ruleset = self.opened.ruleset
        return scenario_from_document(
            document, source=battle.name or target.name,
            ruleset_resolver=lambda ruleset_id: ruleset if ruleset_id == ruleset.id else None)

    def _battle_for(self, target: Path) -> Scenario:
        """The battle as it is now, the file's top level at `target` (no journal)."""
        folder = target.absolute().parent
        background = self._background.file_entry(folder) if self._background else None
        images = {token_id: file_reference(reference, folder) for token_id, reference in self._pictures.items()}
        return scenario_from_state(without_journal(self.opened.scenario), self._state,
                                   background=background, images=images)


def _stamp(result: Command | Rejected, made: Callable[[], Record]) -> Command | Rejected:
    """`result` with the journal record that plays it again (a refusal stays as it is)."""
    return replace(result, record=made()) if isinstance(result, Command) else result


def _without_last(journal: tuple[Command, ...], command: Command) -> tuple[Command, ...]:
    """`journal` without the last occurrence of `command` (undo takes the newest first)."""
    for i in range(len(journal) - 1, -1, -1):
        if journal[i] is command:
            return journal[:i] + journal[i + 1:]
    return journal


def _save_target(path: Path | None) -> Path | None:
    """`path` when Save may write there (a JSON file), else None."""
    if path is None or Path(path).suffix.lower() == ".toml":
        return None
    return Path(path)
