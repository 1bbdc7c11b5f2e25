"""What an objective names stays in the file through play, so a battle with objectives always saves."""

import json

from battlemap import resources
from battlemap.document.battle import BattleDocument
from battlemap.document.commands import Rejected
from battlemap.schema import load_scenario
from battlemap.document.library import resolve_ruleset


def test_a_protected_token_cannot_be_deleted():
    battle = BattleDocument.open(str(resources.scenario_file("gurps-duel.json")))  # protect sir-aldric
    refused = battle.delete_token_command("sir-aldric")
    assert isinstance(refused, Rejected) and refused.reasons[0].code == "token_in_objective"
    assert not isinstance(battle.delete_token_command("bran"), Rejected)


def test_a_side_gone_from_the_map_stays_for_its_objective(tmp_path):
    doc = json.loads(resources.scenario_file("gurps-duel.json").read_text(encoding="utf-8"))
    doc.pop("sides")
    doc["objectives"] = [{"side": "blue", "kind": "destroy_side", "target": "red"}]
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    battle = BattleDocument.open(path)
    for token in ("grim", "ysolde"):  # every red token deleted
        battle.apply(battle.delete_token_command(token))
    battle.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["sides"] == {"red": {}}
    assert load_scenario(path, ruleset_resolver=resolve_ruleset).objectives[0].target == "red"
