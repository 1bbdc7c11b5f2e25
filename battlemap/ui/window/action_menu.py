"""A token's actions in its right-click menu, from the engine's `legal_actions`.

One submenu per group of the system's action catalogue (standard, move,
swift ... for d20; slow, fast, free for Year Zero; attack, movement ... for
Fallout's AP; maneuvers for GURPS), each entry named as the ruleset names it
with its cost in the user's language (`cost_text`: "Aim  (2 swift)"). Entries the token cannot take now are
greyed, with every reason as the tooltip. Taking one:

- no target: played at once, one undoable command;
- a path and a token target (GURPS Move and Attack): drag the path, then
  click the foe (`AdvanceMode`);
- a token target: targeting mode (line of fire and odds while hovering), a
  click plays it at the token under the pointer;
- overwatch: drawn on the map from the token (`OverwatchDrawMode`), or a click picks the cell;
- another cell or direction: the next click on the map picks the cell;
- a path (move): the token is dragged, as always.

An action that reads options (a weapon, ammo dice, a push, a task ...)
first opens a small form for them (`OptionsDialog`), pre-filled with what it
would do anyway; OK goes on as above with `Action(options=...)`. Option
`targets` (further units: d20 multiple attacks, a big bull rush, a Year Zero
burst) is not in the form: the GM Ctrl+clicks those units on the map in the
targeting mode or the foe phase (`TargetPicks`), and the click on the main
target plays the action with them; the status line lists the picks.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from battlemap.document.action_options import asked_fields, picks_targets, with_targets
from battlemap.document.advance import moves_then_targets
from battlemap.document.overwatch import declares_overwatch
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.state import BattleState, TokenState
from battlemap.engine.play.legality import ActionOption, check, cost_for, legal_actions
from battlemap.ui.dialogs.options import Options, OptionsDialog, ask_options
from battlemap.ui.map.scene import MapScene
from battlemap.ui.modes.advance import AdvanceMode
from battlemap.ui.modes.cell_pick import CellPickMode
from battlemap.ui.modes.overwatch import OverwatchDrawMode
from battlemap.ui.modes.target_picks import TargetPicks, picking_prompt
from battlemap.ui.modes.targeting import TargetingMode
from battlemap.ui.window.window_parts import BattleEditor, WindowWidget
from battlemap.ui.words.costs import cost_text
from battlemap.ui.words.names import localized, words_of
from battlemap.ui.words.reasons import reasons_text

translate = QCoreApplication.translate
_CONTEXT = "ActionGroup"
#: Group ids of the bundled rulesets, as menu titles.
GROUP_TITLES = {
    "standard": QT_TRANSLATE_NOOP("ActionGroup", "Standard Actions"),
    "move": QT_TRANSLATE_NOOP("ActionGroup", "Move Actions"),
    "swift": QT_TRANSLATE_NOOP("ActionGroup", "Swift Actions"),
    "full_round": QT_TRANSLATE_NOOP("ActionGroup", "Full-Round Actions"),
    "reaction": QT_TRANSLATE_NOOP("ActionGroup", "Reactions"),
    "slow": QT_TRANSLATE_NOOP("ActionGroup", "Slow Actions"),
    "fast": QT_TRANSLATE_NOOP("ActionGroup", "Fast Actions"),
    "free": QT_TRANSLATE_NOOP("ActionGroup", "Free Actions"),
    "maneuver": QT_TRANSLATE_NOOP("ActionGroup", "Maneuvers"),
    "attack": QT_TRANSLATE_NOOP("ActionGroup", "Attacks"),
    "defence": QT_TRANSLATE_NOOP("ActionGroup", "Defence"),
    "movement": QT_TRANSLATE_NOOP("ActionGroup", "Movement"),
    "focus": QT_TRANSLATE_NOOP("ActionGroup", "Focus"),
    "interact": QT_TRANSLATE_NOOP("ActionGroup", "Interact"),
    "item": QT_TRANSLATE_NOOP("ActionGroup", "Item"),
    "support": QT_TRANSLATE_NOOP("ActionGroup", "Support"),
    "turn": QT_TRANSLATE_NOOP("ActionGroup", "Turn"),
}


class ActionMenuWindow(WindowWidget, BattleEditor, Protocol):
    """What taking an action needs of the window: its map, its pointer modes, a place for the form."""

    scene: MapScene
    #: The options form of the action being taken, while it is open (see `take`).
    options_dialog: OptionsDialog | None

    def start_targeting(self, attacker: str, target: str | None = None,
                        action_id: str | None = None, *,
                        options: tuple[tuple[str, object], ...] = ()) -> TargetingMode: ...

    def start_advance(self, actor: str, action_id: str, name: str, *,
                      options: tuple[tuple[str, object], ...] = ()) -> AdvanceMode: ...

    def draw_overwatch(self, actor: str, action_id: str, name: str, *,
                       options: tuple[tuple[str, object], ...] = ()) -> OverwatchDrawMode: ...

    def pick_cell(self, actor: str, action_id: str, name: str, *,
                  options: tuple[tuple[str, object], ...] = ()) -> CellPickMode: ...


def group_title(group: str) -> str:
    """A group id as a menu title (translated; unknown groups from their id)."""
    title = GROUP_TITLES.get(group)
    if title is None:
        return group.replace("_", " ").capitalize()
    return QCoreApplication.translate(_CONTEXT, title)


def entry_text(option: ActionOption, state: BattleState, token: TokenState) -> str:
    """"Aim  (2 swift)": the action's name and its cost (a weapon's AP resolved), translated."""
    name = localized(option.action_def.names, option.id)
    return f"{name}  ({cost_text(cost_for(state, token, option.action_def, None))})"


def add_action_menus(window: ActionMenuWindow, menu: QMenu, state: BattleState, token: TokenState) -> None:
    """One submenu per action group of the token's ruleset; nothing when it has no catalogue."""
    if not state.ruleset.actions:
        return
    names = words_of(state)
    groups: dict[str, QMenu] = {}
    for option in legal_actions(state, token.id):
        group = option.action_def.group
        if group not in groups:
            groups[group] = menu.addMenu(group_title(group))
            groups[group].setToolTipsVisible(True)
        reasons, asks = option.reasons, asked_fields(state, token.id, option.id)
        if asks:  # the form asks what these miss (GURPS Turn: the facing); judged once it is filled
            reasons = tuple(r for r in reasons if not r.code.endswith(_ASKED))
        elif option.action_def.target == "none" and not reasons:
            reasons = check(state, Action(option.id, token.id))  # what the effects would meet
        action = QAction(entry_text(option, state, token), groups[group])
        action.setEnabled(not reasons)
        if reasons:
            action.setToolTip(reasons_text(reasons, names))
        action.triggered.connect(lambda _=False, o=option: take(window, token.id, o))
        groups[group].addAction(action)


#: A refusal only for want of an option the form asks ("face_required": choose a facing).
_ASKED = "_required"


def take(window: ActionMenuWindow, actor: str, option: ActionOption) -> None:
    """Start or play one action of `actor` as its target kind asks, its options asked first."""
    target = option.action_def.target
    fields = asked_fields(window.state, actor, option.id) if target != "path" else ()
    if fields:
        name = localized(option.action_def.names, option.id)
        window.options_dialog = ask_options(
            window.window(), name, fields, lambda chosen: play(window, actor, option, chosen))
    else:
        play(window, actor, option, ())


def play(window: ActionMenuWindow, actor: str, option: ActionOption, options: Options) -> None:
    """Play or start `actor`'s action with `options` ((key, value) pairs)."""
    target = option.action_def.target
    name = localized(option.action_def.names, option.id)
    if target == "none":
        window.push(window.document.action_command(Action(option.id, actor, options=options)))
    elif moves_then_targets(option.action_def):
        mode = window.start_advance(actor, option.id, name, options=options)
        if mode.tool.picking:
            mode.on_picks = lambda picks: _prompt(window, name, picks)
    elif target in ("enemy", "ally", "token"):
        aiming = window.start_targeting(actor, action_id=option.id, options=options)
        if picks_targets(window.state, actor, option.id):
            _pick_on_map(window, aiming, option.id, name, options)
    elif declares_overwatch(option.action_def):
        window.draw_overwatch(actor, option.id, name, options=options)
    elif target in ("cell", "direction"):
        window.pick_cell(actor, option.id, name, options=options)
    else:  # a path: moving is dragging the token
        window.document.select(actor)
        window.statusBar().showMessage(translate("ActionMenu", "Drag {name} to where it goes.").format(
            name=window.state.token(actor).name), 8000)


def _prompt(window: ActionMenuWindow, name: str, picks: tuple[str, ...]) -> None:
    window.statusBar().showMessage(picking_prompt(name, window.state, picks))


def _pick_on_map(window: ActionMenuWindow, aiming: TargetingMode, action_id: str, name: str,
                 options: Options) -> None:
    """Targeting with further targets Ctrl+clicked on the map; the click plays with them all."""
    def play_with(actor: str, target: str, picks: tuple[str, ...]) -> bool:
        action = Action(action_id, actor, target=target, options=with_targets(options, picks))
        return window.push(window.document.action_command(action))

    aiming.pick_targets(TargetPicks(window.scene, lambda: window.state, aiming.attacker,
                                    lambda picks: _prompt(window, name, picks)), play_with)
    _prompt(window, name, ())
