"""Reactions a move provoked, offered to the GM to roll or skip, each as one undoable step.

A drop books the reactions the engine's preview found (opportunity attacks,
free attacks, overwatch, held actions) and logs them; the document keeps
them as `Offer`s (document/offers.py), in the order they resolve, until the GM rolls or skips
each. Rolling uses the system's own out-of-turn rule, its
the system contract's `resolve_reaction(state, reaction, mover) -> (state, events)`
(Fallout: the watcher's line; Year Zero: the catalogue's overwatch shot, the
free attack, the overwatch duel; GURPS: the waited maneuver; d20: an
opportunity attack an action provoked); a kind the system leaves (None), such
as d20's opportunity attacks along a move, is the engine's `resolve_attack`.

The mover stands where the reaction was provoked while it is rolled, and
goes on to the end of its path unless the reaction left it unable to move
(d20 disabled, or any condition the system says stops moving). A reaction
an action provoked (`Offer.action`: aiming or reloading next to an enemy)
is rolled where the actor stands, with nothing to resume. Each command
carries the offers before and after it (`Command.pending`), so undo puts a rolled or skipped
reaction back on the list, and the dice where they were. Offers still
waiting when a turn or round ends lapse (`lapsing`: part of that command,
so undo offers them again). Offers are not saved with the battle.
"""

from __future__ import annotations

from dataclasses import replace

from battlemap.document.action_commands import event_entries, possessive
from battlemap.document.commands import Change, Command, Rejected
from battlemap.document.event_lines import action_named
from battlemap.document.log import REACTION, LogEntry, Part, cell_label, kind_part, part, phrase
from battlemap.document.offers import Offer
from battlemap.engine.attacks.resolvers import resolve_attack
from battlemap.engine.battle.actions import Action
from battlemap.engine.battle.events import INTERRUPT, Event
from battlemap.engine.battle.modifiers import Reason
from battlemap.engine.battle.state import BattleState
from battlemap.engine.movement.reactions import Reaction
from battlemap.engine.play.apply import IllegalAction, apply
from battlemap.engine.play.legality import check
from battlemap.engine.play.provoked import interrupts, provoked_by_action

#: What the Edit menu calls these steps (translated there).
_SKIP_TITLE = phrase("Skip reaction ({name})")
_ROLL_TITLE = phrase("Roll reaction ({name})")


def offering(command: Command, pending: tuple[Offer, ...], mover: str,
             reactions: tuple[Reaction, ...], *, action: str | None = None) -> Command:
    """`command` that also puts its provoked `reactions` on offer after `pending`.

    A move logs its reactions itself; for an `action` one line per reaction
    says who it provoked ("Blue knights provoke an opportunity attack from
    Red spearmen at 1,1 (Aim)").
    """
    offers = tuple(Offer(mover, r, action) for r in reactions)
    log = command.log
    if action is not None:
        log = (*log, *(_provoked_entry(command.before, offer) for offer in offers))
    return replace(command, log=log, pending=Change(pending, (*pending, *offers)))


_PROVOKED = (phrase("{who} provokes {kind} from {by} at {cell} ({action})"),
             phrase("{who} provoke {kind} from {by} at {cell} ({action})"))


def _provoked_entry(state: BattleState, offer: Offer) -> LogEntry:
    mover = state.token(offer.mover)
    line = part(_PROVOKED[mover.count > 1], who=mover.name, kind=kind_part(offer.reaction.kind),
                by=_name(state, offer.reaction.by), cell=cell_label(state, offer.reaction.at),
                action=action_named(state, str(offer.action)))
    return LogEntry.phrased(REACTION, line, (), state.combat.round)


_DECLARES = phrase("{who} declares {action}: reactions first")


def holding(command: Command, pending: tuple[Offer, ...], action: Action,
            first: tuple[Reaction, ...]) -> Command:
    """`action` declared but held: the reactions that interrupt it go on offer first, and
    the battle stays as it was until the last of them is rolled or skipped (`released`).

    `command` is the action's own (checked) command; only its label is kept.
    """
    state = command.before
    offers = tuple(Offer(action.actor, r, action.id, then=action) for r in first)
    declared = LogEntry.phrased(REACTION, part(_DECLARES, who=_name(state, action.actor),
                                               action=action_named(state, action.id)), (), state.combat.round)
    log = (declared, *(_provoked_entry(state, offer) for offer in offers))
    return Command(command.title or command.label, state, state, log, pending=Change(pending, (*pending, *offers)))


_LOST = (phrase("{who}'s {action} is lost: {why}"), phrase("{who}' {action} is lost: {why}"))
_GOES_ON = (phrase("{who} goes on with {action}"), phrase("{who} go on with {action}"))


def released(state: BattleState, pending: tuple[Offer, ...], offer: Offer
             ) -> tuple[BattleState, tuple[LogEntry, ...], tuple[Offer, ...]]:
    """After `offer` is rolled or skipped: its held action is played once no other offer
    holds it (when still legal; otherwise it is lost, and the log says why), and the
    reactions that action provokes afterwards go on offer."""
    held = offer.then
    if held is None or any(o.then == held for o in pending):
        return state, (), pending
    who, what = _name(state, held.actor), action_named(state, held.id)
    reasons = check(state, held) if state.has_token(held.actor) else (Reason.of("unknown_token"),)
    if reasons:
        why = ", ".join(r.code.replace("_", " ") for r in reasons)
        lost = part(_LOST[possessive(who).endswith("'")], who=who, action=what, why=why)
        return state, (LogEntry.phrased(REACTION, lost, (), state.combat.round),), pending
    outcome = apply(state, held)
    later = tuple(Offer(held.actor, r, held.id) for r in provoked_by_action(state, held)
                  if not interrupts(state, r))
    goes = part(_GOES_ON[state.token(held.actor).count > 1], who=who, action=what)
    entries = (LogEntry.phrased(REACTION, goes, (), state.combat.round),
               *event_entries(state, outcome.events), *(_provoked_entry(state, o) for o in later))
    return outcome.state, entries, (*pending, *later)


_OFFER = phrase("{by}: {kind} on {who} at {cell}")
_OFFER_ACTION = phrase("{by}: {kind} on {who} at {cell} ({action})")
_LAPSED = phrase("{offer}: lapsed")
_UNSAVED = phrase("{offer}: not saved, lapses when the file is reopened")
_SKIPPED = phrase("{offer}: skipped")
_ROLLED = phrase("{offer}: rolled")


def offer_text(state: BattleState, offer: Offer) -> str:
    """"Red spearmen: an opportunity attack on Blue knights at 2,1" (the Reactions dock's line),
    with "(Aim)" after it when an action, not a move, provoked it."""
    return offer_part(state, offer).render()


def offer_part(state: BattleState, offer: Offer) -> Part:
    """`offer_text` as a translatable part."""
    names = {t.id: t.name for t in state.tokens}
    common = dict(by=names.get(offer.reaction.by, offer.reaction.by), kind=kind_part(offer.reaction.kind),
                  who=names.get(offer.mover, offer.mover), cell=cell_label(state, offer.reaction.at))
    if offer.action is None:
        return part(_OFFER, **common)
    return part(_OFFER_ACTION, action=action_named(state, offer.action), **common)


def _offer_entry(state: BattleState, offer: Offer, template: str) -> LogEntry:
    """"<offer>: lapsed" and the like, for `template` with an {offer} placeholder."""
    return LogEntry.phrased(REACTION, part(template, offer=offer_part(state, offer)), (), state.combat.round)


def lapsing(command: Command | Rejected, pending: tuple[Offer, ...]) -> Command | Rejected:
    """`command` (a turn or round ending) that also lets every offer still waiting lapse:
    off the list, one "...: lapsed" line each before the command's own lines; undo offers them again."""
    if isinstance(command, Rejected) or not pending:
        return command
    state = command.before
    lapsed = tuple(_offer_entry(state, offer, _LAPSED) for offer in pending)
    return replace(command, log=(*lapsed, *command.log), pending=Change(pending, ()))


def unsaved_entries(state: BattleState, pending: tuple[Offer, ...]) -> tuple[LogEntry, ...]:
    """Saving keeps offers out of the file: one line each saying it lapses when the file is reopened."""
    return tuple(_offer_entry(state, offer, _UNSAVED) for offer in pending)


def skip_reaction_command(state: BattleState, pending: tuple[Offer, ...], offer: Offer
                          ) -> Command | Rejected:
    """Let the reaction pass: off the list, one log line, the battle untouched."""
    if offer not in pending:
        return Rejected.of("no_such_reaction")
    entry = _offer_entry(state, offer, _SKIPPED)
    after, played, left = released(state, _without(pending, offer), offer)
    return Command(part(_SKIP_TITLE, name=_name(state, offer.reaction.by)), state, after,
                   (entry, *played), pending=Change(pending, left))


def roll_reaction_command(state: BattleState, pending: tuple[Offer, ...], offer: Offer
                          ) -> Command | Rejected:
    """Resolve the reaction with the battle's seeded dice, every roll and modifier logged."""
    if offer not in pending:
        return Rejected.of("no_such_reaction")
    reaction = offer.reaction
    for token_id in (reaction.by, offer.mover):
        if not state.has_token(token_id):
            return Rejected.of("unknown_token", token=token_id)
    try:
        after, events = _resolve_at(state, offer)
    except IllegalAction as error:
        return Rejected(error.reasons)
    except ValueError as error:  # a system's own refusal (overwatch no longer armed, ...)
        return Rejected((Reason.of("reaction_refused", why=str(error)),))
    header = _offer_entry(state, offer, _ROLLED)
    final, played, left = released(after, _without(pending, offer), offer)
    return Command(part(_ROLL_TITLE, name=_name(state, reaction.by)), state, final,
                   (header, *event_entries(state, events), *played), pending=Change(pending, left),
                   events=tuple(events))


def _resolve_at(state: BattleState, offer: Offer) -> tuple[BattleState, tuple[Event, ...]]:
    """Stand the mover where it provoked the reaction, resolve it, then let it resume its move
    (or leave it there when it can no longer move)."""
    reaction, mover = offer.reaction, offer.mover
    end = state.token(mover).cell
    there = state if offer.action is not None else state.with_token_moved(mover, reaction.at)
    own = state.system.resolve_reaction
    resolved = own(there, reaction, mover) if own else None
    after, events = resolved if resolved is not None else _generic(there, reaction.by, mover)
    if offer.action is not None or not after.has_token(mover):
        return after, tuple(events)
    token = after.token(mover)
    stopped = bool(token.conditions & state.system.stop_conditions) or after.rules.immobile(token) is not None
    if token.cell == reaction.at and not stopped:
        after = after.with_token_moved(mover, end)
    if reaction.kind == "opportunity_attack":
        events = (*events, Event.of(INTERRUPT, reaction.by, reaction.kind, mover,
                                    at=state.grid.to_offset(reaction.at), resumed=not stopped))
    return after, tuple(events)


def _generic(state: BattleState, by: str, mover: str) -> tuple[BattleState, tuple[Event, ...]]:
    """The engine's attack resolver (the system's hook, else the explained chance on seeded dice)."""
    return resolve_attack(state, Action("opportunity_attack", by, target=mover), "attack")


def _without(pending: tuple[Offer, ...], offer: Offer) -> tuple[Offer, ...]:
    index = pending.index(offer)
    return (*pending[:index], *pending[index + 1:])


def _name(state: BattleState, token_id: str) -> str:
    return state.token(token_id).name if state.has_token(token_id) else token_id
