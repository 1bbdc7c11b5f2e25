"""The bundled rulesets' option names and descriptions, for lupdate (Battle > Rules Options).

A ruleset names its options in the languages it knows and describes them in
English; the Rules Options dialog shows a name the ruleset lacks in the
interface language, and every description, through these (contexts
"RuleOptionNames" and "RuleOptionDescriptions"). A test keeps the lists equal
to the bundled rulesets; regenerate them when an option changes.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: Every option's English name (context "RuleOptionNames").
OPTION_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("RuleOptionNames", "A charge is blocked when its square is"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "A grapple when the grappler falls helpless"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "A miss suppresses when it hits the square"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "A picked-up weapon is in hand"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "A square's size as an object"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "A thrown item hit in flight"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "A weapon unsuited to an object deals"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Acting on an Overwatch line sets it off"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Actions that provoke in a threatened square"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Ammo sixes buy extra hits"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "An attack ends Stealth"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "An unused aim lasts"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Banes that cannot be pushed"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Burst penalty"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Charge length counts squares by"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Condition at 0 HP"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Cover once enemies share the square"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Critical Miss from this d100 face"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Critical Success on a roll at most Luck"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Crowd density counts both sides"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Defender rolls (full opposed rule)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Defenders retreat"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Dual overwatch penalty"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Each further 2 AP repeats Focus"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Facing after a dragged move"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Facing arcs"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Full auto may switch zones"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Handing over: both stand still"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Help bonus"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Hidden initiative (redraw each round)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Hit chance cap (%)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Initiative ties"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Leaving melee reach provokes"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Light wounds accumulate"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Lighting takes (s)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Melee-entry contest ties"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Mine radius (ft)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Minimum movement"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Moving a grappled unit: half speed"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Mutual overwatch: who fires second"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "One Ready per reach step"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Open doors show only to those at the door"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Overwatch arc (degrees)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Overwatch watches squares near its line"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Parry replaces Dodge in melee"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Physical conditions that break"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Pushing costs a condition per bane"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Range bands without zones (m)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Reserve ammunition"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Round 1.5 x ST up"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Running breaks Stealth past (squares)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "SPECIAL check die"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Sneak Attack bonus (%)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Sneak Attack needs a successful Sneak"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Suppression Fire: skill at most"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Suppression lasts (rounds counted)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Taking cover needs a Mobility roll"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Targets always defend"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Targets of one bull rush"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Targets parry when they can"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Toughness of Tiny and smaller"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Turn-order die (РК = 1dN + Sequence)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Two Defends stack"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Two move actions spent moving"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Untimed long actions take (s)"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Volley remainder"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Weight crowds by size"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "When a position is obvious"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Who is unaware of a pickpocket"),
    QT_TRANSLATE_NOOP("RuleOptionNames", "Who sees a sneaking token"),
)

#: Every option's description (context "RuleOptionDescriptions").
OPTION_DESCRIPTIONS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "\"-1 for one round\": the penalty counts in the round it is inflicted and the next "
                      "(2), so the target suffers it on its next turn; 1 = this round only."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "\"Passes near it or crosses it\": an enemy entering a square within this many squares "
                      "of an Overwatch line (one the watcher sees) sets it off; 0: only the line itself."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "A SPECIAL check succeeds on 1dN at most the stat plus its penalty (STR -2 to climb "
                      "...); skill checks are 1d100 at most the skill plus its penalty."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "A hit whose d100 face is at most the attacker's Luck is a Critical Success (it "
                      "cannot be taken for an ally)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "A long action the table gives no time (the magic ritual) takes this many seconds "
                      "when the GM gives the action none (its seconds); 0: counted aloud with no end until "
                      "the GM gives it (R13: the GM decides how many turns)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "A melee target with an action left this round parries without declaring it (the "
                      "action is charged)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "A mine arming at the end of your turn with someone this close to its square goes off"
                      " at once; 0: only someone on its square."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "A miss whose d100 face is at least this is a Critical Miss (it cannot be cancelled);"
                      " 0: no Critical Miss."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "A token with this many physical conditions is broken (the 4th when it already has "
                      "3)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "A wall with a door blocks sight even with the door open, unless the shooter or the "
                      "target stands at the door peeking."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "As the seed reads: each ammo-die six is +1 damage or an extra hit (same target or "
                      "same zone), named by the shot's option extra_hits; false: +1 damage only."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions", "Attacking ends Stealth; Cancel attack restores it."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Attacks from a side hex are defended at -2, from the back hex not at all; a far hex "
                      "on the line between two arcs counts in the better one."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Changing grip from reach 1 to 3 takes two Ready maneuvers (R10)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Comma-separated action ids: aiming and reloading provoke; add talents here."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Count every medium unit in the square, friend and foe, the unit itself included."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Defend twice in a turn: -40 to attacks against you instead of -20."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Each 1 on attribute dice after a push gives the roller one physical condition."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Each Suppression Fire roll uses the ordinary effective skill against that target "
                      "capped at this, plus the Rapid Fire bonus (B409 [X]; reading)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Every defence is made retreating: Dodge +3, Parry and Block +1 (the GM's call per "
                      "attack)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions", "Focus with 4 AP gives +20 (or ignores -20, or 6 DT)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Hit chance added to an attack from Stealth on a target that has not Sensed you; 0: "
                      "none."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Hit chance an adjacent ally's Help gives (the seed does not size it)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Hit chance lost by each attack of a dual overwatch (paired weapons on two lines); "
                      "the seed names the dual-attack penalty without a number."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Hit chance lost by each roll of a burst (the seed halves a burst penalty for a "
                      "set-up weapon but never gives it); a set-up weapon in its cell takes half."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions", "Largest hit chance shown and rolled (PnP: 95)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Leaving a square next to an enemy with a ready melee weapon provokes an attack of "
                      "opportunity."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Neither side of a hand-over may take the step a Ready allows (R4)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions", "Non-medium units count by their space: Large 2, Small 0.5."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Off: the simplified rule, the defender takes 10 (d20 + AB > defence + 10). On: the "
                      "defender rolls d20 + defence; the attacker must be higher."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions", "Only a successful Sneak roll gives a Sneak Attack."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Picking up needs a free hand: a weapon picked up is held in it when it fits there; "
                      "false: it goes into the inventory (Swap items readies it)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Short, Medium and Long upper limits in metres when no zones are drawn."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "The 2nd and 3rd full-auto attacks may target a different zone."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "The SRD lists taking cover both with and without a Mobility roll."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "The condition a token gets when a hit leaves it at 0 HP or less."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "The defender uses the better of Dodge and Parry against melee attacks."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "The odds and the roll give the target its best active defence whenever it may "
                      "defend."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions", "The seed leaves the Toughness column blank below Small."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "The size whose Dodge column a 25 ft square takes when a miss is judged against it "
                      "(gargantuan: Dodge 5 - 8 = -3)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "The typical long actions table prints its row for lighting a candle, fuse or torch "
                      "garbled; read as 2 seconds (RULES.md 1.5 rows 9-10)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "The variant: initiative cards are dealt afresh at the start of every round."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "There is no Run action: a single move of more than this many squares is running and "
                      "ends Stealth; 0: never."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Unbalanced weapons stay ready when ST >= 1.5 x the weapon's ST, rounded up (R11)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "Width of the cone an overwatch covers in its chosen direction."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "adjacent: an enemy within 5 ft knows where you are, so you cannot Sneak; gm: only "
                      "sight is judged."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "at_least_one: half your speed but at least one square (half of 1.2 squares, 15 ft, "
                      "still reaches the next 25 ft square); half: exactly half, a fraction buys no square."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "attribute_gear: 1s on attribute and gear dice stay; all: every 1 stays."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "bonus_then_rolloff: the higher bonus acts first, then a d20 roll-off; keep_order: "
                      "the map's token order."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "defender: a tie lets the defender strike first (the roll must exceed); reroll: roll "
                      "again."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "dense: the square's crowd is already dense (13+ medium units); any_other: any unit "
                      "but enemies stands there; never: units share squares."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "detonates: the throw is taken back and an explosive goes off where it was hit (its "
                      "damage within blast_radius); deflected: the throw is taken back, the item drops "
                      "there; gm: only the hit is logged."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions", "drop: 25 arrows are 2 volleys; round_up: 3."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "footprint: squares covered on this map (every unit up to Gargantuan fills one 25 ft "
                      "square, so 2); space: the size's space (Large 2, so 4)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "forward_steps: each step into a front-side hex turns the mover to face it, sidesteps"
                      " and backward steps keep the facing (B387); last_step: face the direction of the "
                      "last step; keep: the old facing (turn by hand)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "full_round: a unit whose move actions cannot pay even one square may take a "
                      "full-round action to move one square in any direction, whatever it costs, never into "
                      "what blocks movement; none: it cannot."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "gm: the GM keeps count of the rounds in a token's inventory, Reload from the "
                      "inventory always loads; counted: it loads only the rounds the token's carried lists "
                      "(picked up, or set in the scenario) and spends them."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "ends: a unit held by a grappler now disabled or unconscious (or gone from the map) is "
                      "free as its next turn begins; holds: the grapple lasts until the unit escapes or is "
                      "released."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "half: half the damage after DR (rounded down) when the object's stat unsuitable "
                      "lists the weapon's damage type; none: no damage. A type in its stat suited deals "
                      "double."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "lost: once an enemy shares the target's square its cover (low wall, trees) is gone "
                      "against every attacker, the shield's stays; inside_only: lost only against attackers"
                      " in the square, a shooter outside still meets it."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "next_turn: kept past the end of the turn it was taken in, lost at the end of the "
                      "next; turn: lost as its turn ends. Lost at once when the target leaves sight."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "none: the worse condition stands; step: each light wound worsens the condition one "
                      "step."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "pooled: one double move, the squares of both pooled (2 x speed, a fraction dropped "
                      "once at the end: 1.2 squares gives 2 squares), so a drag may spend both and enter a "
                      "square costing 2; separate: each move action moves its own speed, its fraction lost "
                      "(1.2 squares gives 1 square each)."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "seed: an enemy on the line changing position, moving (jump, climb) or attacking; "
                      "any: any action there; none: only a dragged move."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "sensed: anyone but a target that Sensed you (bumping into someone is the GM's "
                      "story); sneaking: you must also be in Stealth; gm: not judged."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "sight: an enemy with clear sight (nothing blocking sight between) sees you; "
                      "line_of_fire: an enemy with a line of fire that is not full cover."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "space: as many units as the rusher's size takes squares (Medium 1, Large 2, Huge 4),"
                      " named in option targets; one: a single target at every size."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "square: the same roll against the square as an immobile object (Dodge 5 + size of "
                      "square_size; + 10); volley: the target's d20 + Dodge >= AB + 12 dodges it; never: "
                      "only hits suppress."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "unless_broken: the loser of the opposed Shoot roll fires second unless the first "
                      "shot broke it; unless_damaged: any damage from the first shot ends its overwatch, "
                      "and with it the second shot."),
    QT_TRANSLATE_NOOP("RuleOptionDescriptions",
                      "РК is rolled as 1dN + the Sequence stat at the start of the fight (the seed's "
                      "example РК 25 fits 1d20 + 10..15); 0: РК is the Sequence stat."),
)

#: Every choice of a bundled option as the Rules Options list shows it outside English (context
#: "RuleOptionChoices"); English shows the choice as the ruleset and its descriptions spell it.
OPTION_CHOICES: dict[str, str] = {
    "adjacent": QT_TRANSLATE_NOOP("RuleOptionChoices", "adjacent"),
    "all": QT_TRANSLATE_NOOP("RuleOptionChoices", "all"),
    "any": QT_TRANSLATE_NOOP("RuleOptionChoices", "any"),
    "any_other": QT_TRANSLATE_NOOP("RuleOptionChoices", "any other"),
    "at_least_one": QT_TRANSLATE_NOOP("RuleOptionChoices", "at least one"),
    "attribute_gear": QT_TRANSLATE_NOOP("RuleOptionChoices", "attribute and gear"),
    "bonus_then_rolloff": QT_TRANSLATE_NOOP("RuleOptionChoices", "bonus, then roll-off"),
    "colossal": QT_TRANSLATE_NOOP("RuleOptionChoices", "colossal"),
    "counted": QT_TRANSLATE_NOOP("RuleOptionChoices", "counted"),
    "defender": QT_TRANSLATE_NOOP("RuleOptionChoices", "defender"),
    "deflected": QT_TRANSLATE_NOOP("RuleOptionChoices", "deflected"),
    "dense": QT_TRANSLATE_NOOP("RuleOptionChoices", "dense"),
    "detonates": QT_TRANSLATE_NOOP("RuleOptionChoices", "detonates"),
    "drop": QT_TRANSLATE_NOOP("RuleOptionChoices", "drop"),
    "ends": QT_TRANSLATE_NOOP("RuleOptionChoices", "ends"),
    "footprint": QT_TRANSLATE_NOOP("RuleOptionChoices", "footprint"),
    "forward_steps": QT_TRANSLATE_NOOP("RuleOptionChoices", "forward steps"),
    "full_round": QT_TRANSLATE_NOOP("RuleOptionChoices", "full-round action"),
    "gargantuan": QT_TRANSLATE_NOOP("RuleOptionChoices", "gargantuan"),
    "gm": QT_TRANSLATE_NOOP("RuleOptionChoices", "the GM decides"),
    "half": QT_TRANSLATE_NOOP("RuleOptionChoices", "half"),
    "holds": QT_TRANSLATE_NOOP("RuleOptionChoices", "holds"),
    "huge": QT_TRANSLATE_NOOP("RuleOptionChoices", "huge"),
    "inside_only": QT_TRANSLATE_NOOP("RuleOptionChoices", "inside only"),
    "keep": QT_TRANSLATE_NOOP("RuleOptionChoices", "keep"),
    "keep_order": QT_TRANSLATE_NOOP("RuleOptionChoices", "keep the order"),
    "large": QT_TRANSLATE_NOOP("RuleOptionChoices", "large"),
    "line_of_fire": QT_TRANSLATE_NOOP("RuleOptionChoices", "line of fire"),
    "last_step": QT_TRANSLATE_NOOP("RuleOptionChoices", "last step"),
    "lost": QT_TRANSLATE_NOOP("RuleOptionChoices", "lost"),
    "medium": QT_TRANSLATE_NOOP("RuleOptionChoices", "medium"),
    "never": QT_TRANSLATE_NOOP("RuleOptionChoices", "never"),
    "next_turn": QT_TRANSLATE_NOOP("RuleOptionChoices", "next turn"),
    "none": QT_TRANSLATE_NOOP("RuleOptionChoices", "none"),
    "one": QT_TRANSLATE_NOOP("RuleOptionChoices", "one"),
    "pooled": QT_TRANSLATE_NOOP("RuleOptionChoices", "pooled"),
    "reroll": QT_TRANSLATE_NOOP("RuleOptionChoices", "reroll"),
    "round_up": QT_TRANSLATE_NOOP("RuleOptionChoices", "round up"),
    "seed": QT_TRANSLATE_NOOP("RuleOptionChoices", "as the source text"),
    "separate": QT_TRANSLATE_NOOP("RuleOptionChoices", "separate"),
    "sensed": QT_TRANSLATE_NOOP("RuleOptionChoices", "sensed"),
    "sight": QT_TRANSLATE_NOOP("RuleOptionChoices", "sight"),
    "sneaking": QT_TRANSLATE_NOOP("RuleOptionChoices", "sneaking"),
    "space": QT_TRANSLATE_NOOP("RuleOptionChoices", "space"),
    "square": QT_TRANSLATE_NOOP("RuleOptionChoices", "square"),
    "step": QT_TRANSLATE_NOOP("RuleOptionChoices", "step"),
    "turn": QT_TRANSLATE_NOOP("RuleOptionChoices", "turn"),
    "unless_broken": QT_TRANSLATE_NOOP("RuleOptionChoices", "unless broken"),
    "unless_damaged": QT_TRANSLATE_NOOP("RuleOptionChoices", "unless damaged"),
    "volley": QT_TRANSLATE_NOOP("RuleOptionChoices", "volley"),
}
#: A switch's two values, as a description explains them ("false: it goes to the inventory").
SWITCH_WORDS: dict[bool, str] = {
    True: QT_TRANSLATE_NOOP("RuleOptionChoices", "on"),
    False: QT_TRANSLATE_NOOP("RuleOptionChoices", "off"),
}
