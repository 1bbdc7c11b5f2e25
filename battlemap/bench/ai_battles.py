"""`battlemap bench --ai`: the computer side measured, per system, on battles from the samples.

Each seeded battle is a bundled sample (assets/scenarios/) with its seed
changed and one side (blue for even seeds, red for odd) played by the
computer, the other by nobody (idle) or the baseline, fought for the
sample's own objectives (a sample without any: `destroy_side` for the
computer against the other); a win is the judge's `outcome` naming the
computer's side. Against an idle side (it passes every turn and lets every
reaction go) the computer should win at least 18 of 20; against the
baseline (engine/ai/baseline.py: advance on the nearest enemy and attack
it) at least 60 %. A battle no side wins by the round cap (`battlemap run
--until-end`'s, 30) counts as not won. The d20 system fights on the bridge
(d20-bridge.json): the bench's d20 battle since before the double move
(rulesets/README.md, `double_move`) let a 1.2-square unit wade into the ford
of d20-skirmish, which the computer now crosses too. Every decision of the computer is timed
(`decision_ms_median`), and one decision on a generated 100x100 map with
100 tokens (`map100_decision_ms`). Figures are reported, never asserted.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

from battlemap.document.battle import BattleDocument
from battlemap.document.computer_turns import play_auto
from battlemap.engine.ai.baseline import baseline
from battlemap.engine.ai.decide import decide
from battlemap.schema import scenario_from_document

#: The bundled samples the battles are built from, one per system (named by its id in the figures).
SAMPLES = ("d20-bridge.json", "fallout-alley.json", "gurps-duel.json", "yze-zones.json")
IDLE_BATTLES, BASELINE_BATTLES, ROUNDS = 20, 50, 30


def sample_document(name: str) -> dict:
    """The sample's file as a JSON document."""
    from battlemap.resources import scenario_file

    found = scenario_file(name)
    if found is None:
        raise FileNotFoundError(f"no bundled sample {name}")
    return json.loads(found.read_text(encoding="utf-8"))


def seeded_battle(raw: dict, seed: int) -> tuple[BattleDocument, str, str]:
    """Battle `seed` of a sample: (the battle, the computer's side, the other side)."""
    sides = sorted({t["side"] for t in raw["tokens"]})
    computer, other = (sides[0], sides[1]) if seed % 2 == 0 else (sides[1], sides[0])
    document = dict(raw, seed=int(raw.get("seed", 0)) + seed)
    document.pop("journal", None)
    entries = dict(document.get("sides") or {})
    entries[computer] = {**entries.get(computer, {}), "played_by": "computer"}
    entries[other] = {**entries.get(other, {}), "played_by": "person"}
    document["sides"] = entries
    if not document.get("objectives"):
        document["objectives"] = [{"side": computer, "kind": "destroy_side", "target": other}]
    scenario = scenario_from_document(document, source=f"bench:{raw.get('name')}:{seed}")
    return BattleDocument.new(scenario, name=str(raw.get("name"))), computer, other


def fight(raw: dict, seed: int, against: str, times: list[float]) -> bool:
    """One battle; True when the computer's side won it."""
    battle, computer, other = seeded_battle(raw, seed)

    def timed(state, token_id, **kwargs):
        start = time.perf_counter()
        found = decide(state, token_id, **kwargs)
        times.append((time.perf_counter() - start) * 1000)
        return found

    deciders: dict[str, Callable] = {computer: timed}
    sides = [computer]
    if against == "baseline":
        deciders[other] = baseline
        sides.append(other)
    run = play_auto(battle, sides, until_end=True, round_cap=ROUNDS, deciders=deciders)
    return run.ending is not None and run.ending.winner == computer


def map100_decision_ms(samples: int = 3) -> float:
    """Median time of one decision on a generated 100x100 map with 100 tokens."""
    from battlemap.bench.cases import load_state
    from battlemap.bench.maps import MapSpec, generate

    bench = generate(MapSpec("square", 100, 100, 100))
    state = load_state(bench)
    state = replace(state, combat=replace(state.combat, active=bench.mover))
    found = []
    for _ in range(samples):
        start = time.perf_counter()
        decide(state, bench.mover)
        found.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(found), 1)


def system_of(raw: dict) -> str:
    """The id of the system a sample plays."""
    return seeded_battle(raw, 0)[0].state.system.id


def run_ai_bench(*, quick: bool = False, name_filter: str | None = None,
                 note: Callable[[str], None] = lambda text: None) -> dict[str, object]:
    """The figures: per system (those whose id contains `name_filter`), then the large map."""
    idle, base = (4, 6) if quick else (IDLE_BATTLES, BASELINE_BATTLES)
    rows: dict[str, object] = {}
    for sample in SAMPLES:
        raw = sample_document(sample)
        system = system_of(raw)
        if name_filter is not None and name_filter not in system:
            continue
        times: list[float] = []
        wins = sum(fight(raw, seed, "idle", times) for seed in range(idle))
        note(f"{system}: {wins}/{idle} against an idle side")
        beaten = sum(fight(raw, 1000 + seed, "baseline", times) for seed in range(base))
        note(f"{system}: {beaten}/{base} against the baseline")
        rows[system] = {
            "vs_idle_wins": wins, "vs_idle_battles": idle,
            "vs_baseline_win_rate": round(beaten / base, 3), "vs_baseline_battles": base,
            "decision_ms_median": round(statistics.median(times), 1) if times else None,
            "decisions": len(times), "round_cap": ROUNDS,
        }
    if name_filter is None or name_filter in "map100_tokens100":
        rows["map100_tokens100"] = {"decision_ms_median": map100_decision_ms()}
    return rows
