"""The open battle: the scenario, the engine's current state, selection, log, file path.

Every view (the GM window, later the player view) builds itself from a
`BattleDocument` and updates from its psygnal signals, never from another
view. Changes arrive as `Command` values built here and applied by whoever
keeps the history (the Qt undo stack): `apply` sets the command's after
state, `revert` its before state, each with the document's own parts the
command carries (background, pictures, reactions on offer); the document
keeps no history of its own.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path

from psygnal import Signal

from battlemap.document import (
    action_commands, attacks, moves, overwatch, terrain_commands, token_commands, token_edit, turns,
    zone_commands,
)
from battlemap.document.background import Background
from battlemap.document.background_commands import background_command
from battlemap.document.commands import Command, Rejected
from battlemap.document.drag import DragSession
from battlemap.document.log import LogEntry, export_log_text
from battlemap.document.offers import Offer
from battlemap.document.opened import OpenedScenario, open_new, open_scenario
from battlemap.document.paths import autosave_path
from battlemap.document.reactions import (
    holding, lapsing, offering, roll_reaction_command, skip_reaction_command, unsaved_entries,
)
from battlemap.document.saving import scenario_from_state
from battlemap.document.token_pictures import Pictures, file_reference, pictures_of
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState
from battlemap.engine.building import build_state
from battlemap.engine.movement.preview import MovePreview
from battlemap.engine.play.provoked import interrupts, provoked_by_action
from battlemap.grid import Cell, Edge
from battlemap.schema import Scenario, save_scenario

#: Suffix of the files Battlemap writes (a TOML scenario is saved as a new JSON file).
SAVE_SUFFIX = ".json"


class NeedsPath(ValueError):
    """Save was asked without a path for a battle that has none (ask the user: Save As)."""


class StaleCommand(RuntimeError):
    """A command applied or reverted on a state it was not built from (a history bug)."""


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
    #: Where Save writes (a Path), or None after opening the default or a TOML file.
    path_changed = Signal(object)
    #: The Background under the map, or None when it was taken away.
    background_changed = Signal(object)
    #: The reactions on offer (a tuple of Offer), after every change of the list.
    reactions_changed = Signal(tuple)
    #: The token pictures (token id -> reference) after a change of any of them.
    pictures_changed = Signal(object)

    def __init__(self, opened: OpenedScenario, *, data_folder: Path | None = None) -> None:
        self.opened = opened
        self._state = build_state(opened.scenario, opened.ruleset)
        self._path = _save_target(opened.path)
        self._selection: str | None = None
        self._log: tuple[LogEntry, ...] = ()
        self._pending: tuple[Offer, ...] = ()
        self._data_folder = data_folder
        folder = opened.path.parent if opened.path is not None else None
        self._background = Background.from_file(opened.scenario.background, folder)
        self._pictures = pictures_of(opened.scenario.tokens, folder)
        self.drag = DragSession(lambda: self._state, self.drag_changed.emit)

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *,
             data_folder: Path | None = None) -> BattleDocument:
        """Open a scenario file (None: the bundled default); LoadError lists every problem."""
        return cls(open_scenario(path), data_folder=data_folder)

    @classmethod
    def new(cls, scenario: Scenario, *, name: str = "Untitled",
            data_folder: Path | None = None) -> BattleDocument:
        """A new battle from a scenario built in memory (no file: Save asks where).

        The scenario is validated like an opened file; LoadError lists every problem.
        """
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

    def export_log_text(self) -> str:
        """The whole log as plain text (File > Export log)."""
        return export_log_text(self._log)

    @property
    def background(self) -> Background | None:
        """The picture under the map (saved with the scenario), or None."""
        return self._background

    def background_command(self, background: Background | None) -> Command | Rejected:
        """Place the picture under the map (None: take it away) as one undoable step."""
        return background_command(self._state, self._background, background)

    def _set_background(self, background: Background | None) -> None:
        if background != self._background:
            self._background = background
            self.background_changed.emit(background)

    @property
    def pictures(self) -> Pictures:
        """Token id -> picture reference (`assets:<path>`, or a path resolved from the file's folder)."""
        return self._pictures

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
        """Do (or redo) `command`: its after state and parts, its log lines."""
        self._check(command.before, command)
        self._set_state(command.after)
        self._set_parts(command, done=True)
        self._log = (*self._log, *command.log)
        for entry in command.log:
            self.log_added.emit(entry)

    def revert(self, command: Command) -> None:
        """Undo `command`: its before state and parts exactly, its log lines taken back."""
        self._check(command.after, command)
        self._set_state(command.before)
        self._set_parts(command, done=False)
        log = list(self._log)
        for entry in reversed(command.log):
            for i in range(len(log) - 1, -1, -1):
                if log[i] is entry:
                    del log[i]
                    break
        self._log = tuple(log)
        for entry in reversed(command.log):
            self.log_removed.emit(entry)

    def _check(self, expected: BattleState, command: Command) -> None:
        if not isinstance(command, Command):
            raise TypeError(f"only a Command can be applied or reverted, not {command!r}")
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
        self.state_changed.emit(state)
        if self._selection is not None and not state.has_token(self._selection):
            self.select(None)

    # --- command builders ---------------------------------------------------------------
    def move_command(self, token_id: str, path: Sequence[Cell]) -> Command | Rejected:
        """Move along a legal path: cost and reactions booked, all of it logged.

        The reactions the path provokes go on offer (`pending_reactions`) for
        the GM to roll or skip.
        """
        verdict = moves.move_verdict(self._state, token_id, path)
        return verdict if isinstance(verdict, Rejected) else self._move(verdict)

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
            return self._move(drawn.move)
        return self.move_command(drawn.move.token, drawn.move.path)

    def _move(self, verdict: MovePreview) -> Command | Rejected:
        """The move `verdict` (judged on the battle now) says, its reactions put on offer."""
        command = moves.verdict_command(self._state, verdict)
        if isinstance(command, Rejected) or not verdict.reactions:
            return command
        return offering(command, self._pending, verdict.token, verdict.reactions)

    def roll_reaction_command(self, offer: Offer) -> Command | Rejected:
        """Resolve a reaction on offer with the seeded dice (the system's own rule), logged."""
        return roll_reaction_command(self._state, self._pending, offer)

    def skip_reaction_command(self, offer: Offer) -> Command | Rejected:
        """Let a reaction on offer pass (logged); undo offers it again."""
        return skip_reaction_command(self._state, self._pending, offer)

    def place_token_command(self, template_id: str, cell: Cell, side: str, *,
                            name: str | None = None) -> Command | Rejected:
        return token_commands.place_token_command(self._state, template_id, cell, side, name=name)

    def delete_token_command(self, token_id: str) -> Command | Rejected:
        return token_commands.delete_token_command(self._state, token_id)

    def set_hidden_command(self, token_id: str, hidden: bool) -> Command | Rejected:
        return token_commands.set_hidden_command(self._state, token_id, hidden)

    def edit_token_command(self, token_id: str, edit: token_edit.TokenEdit) -> Command | Rejected:
        """Change name, side, count, posture, facing, hidden, picture at once (every problem reported)."""
        return token_edit.edit_token_command(self._state, token_id, edit, self._pictures)

    def duplicate_token_command(self, token_id: str) -> Command | Rejected:
        return token_edit.duplicate_token_command(self._state, token_id, self._pictures)

    def bring_to_front_command(self, token_id: str) -> Command | Rejected:
        return token_edit.bring_to_front_command(self._state, token_id)

    def attack_command(self, attacker: str, target: str, action: str | None = None
                       ) -> Command | Rejected:
        """Resolve an attack with the battle's seeded dice; undo puts the dice back."""
        command = attacks.attack_command(self._state, attacker, target, action)
        action_id = action_commands.attack_action_id(self._state, action or "attack")
        if action_id is None:
            return command
        return self._offer_provoked(command, Action(action_id, attacker, target=target))

    def action_command(self, action: Action) -> Command | Rejected:
        """Play an action of the ruleset's catalogue (engine `apply`), every event logged."""
        return self._offer_provoked(action_commands.action_command(self._state, action), action)

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
        return overwatch.overwatch_command(self._state, action_id, watcher, toward, arc, options=options)

    def initiative_command(self) -> Command | Rejected:
        """Roll the turn order as the system does (Rejected when it has no initiative rule)."""
        return action_commands.initiative_command(self._state)

    def set_order_command(self, order: Sequence[str]) -> Command | Rejected:
        """Reorder the turn order (the GM's initiative)."""
        return turns.set_order_command(self._state, order)

    def paint_terrain_command(self, cells: Iterable[Cell], terrain_id: str) -> Command | Rejected:
        return terrain_commands.paint_terrain_command(self._state, cells, terrain_id)

    def toggle_door_command(self, cell: Cell) -> Command | Rejected:
        return terrain_commands.toggle_door_command(self._state, cell)

    def toggle_edge_door_command(self, edge: Edge) -> Command | Rejected:
        return terrain_commands.toggle_edge_door_command(self._state, edge)

    def zone_cell_command(self, zone_id: str, cell: Cell, *, add: bool) -> Command | Rejected:
        return zone_commands.zone_cell_command(self._state, zone_id, cell, add=add)

    def next_turn_command(self) -> Command | Rejected:
        """The next token acts; reactions still on offer lapse (undo offers them again)."""
        return lapsing(turns.next_turn_command(self._state), self._pending)

    def next_round_command(self) -> Command | Rejected:
        """A new round begins; reactions still on offer lapse (undo offers them again)."""
        return lapsing(turns.next_round_command(self._state), self._pending)

    # --- files --------------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write the battle to `path` (default: `self.path`) atomically; returns the path.

        Raises NeedsPath without a path, LoadError when the battle would not
        reopen, OSError when writing fails; in every case an existing file
        is left as it was.
        """
        target = Path(path) if path is not None else self._path
        if target is None:
            raise NeedsPath("this battle has no file yet: choose where to save it")
        if _save_target(target) is None:
            raise ValueError(f"Battlemap saves scenarios as JSON ({SAVE_SUFFIX}), not {target.suffix}")
        scenario = self._scenario_for(target)
        save_scenario(scenario, target)
        self._note(unsaved_entries(self._state, self._pending))
        self.opened = replace(self.opened, scenario=scenario, terrain=self._state.terrain,
                              path=target, display_name=target.name)
        if target != self._path:
            self._path = target
            self.path_changed.emit(target)
        return target

    def autosave_path(self) -> Path:
        """Where `autosave` writes for this battle (never the user's own file)."""
        return autosave_path(self.opened.path, folder=self._data_folder)

    def autosave(self) -> Path:
        """Write the battle to its autosave file; the document's own path is untouched."""
        target = self.autosave_path()
        if self._path is not None and target.absolute() == self._path.absolute():
            raise ValueError(f"refusing to autosave over the user's file {target}")
        target.parent.mkdir(parents=True, exist_ok=True)
        save_scenario(self._scenario_for(target), target)
        return target

    def _scenario_for(self, target: Path) -> Scenario:
        """The battle as the scenario to write at `target` (picture paths relative to it)."""
        folder = target.absolute().parent
        background = self._background.file_entry(folder) if self._background else None
        images = {token_id: file_reference(reference, folder) for token_id, reference in self._pictures.items()}
        return scenario_from_state(self.opened.scenario, self._state, background=background, images=images)


def _save_target(path: Path | None) -> Path | None:
    """`path` when Save may write there (a JSON file), else None."""
    if path is None or Path(path).suffix.lower() == ".toml":
        return None
    return Path(path)
