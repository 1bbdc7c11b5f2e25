"""The JSON Schema of ruleset files, generated from the Ruleset model.

Editors use it to complete and check `rulesets/*.toml` (Taplo / Even Better
TOML read the `#:schema ./ruleset.schema.json` line at the top of each file).
Regenerate the bundled copy after changing the model:

    python -m battlemap.schema.jsonschema [PATH]

PATH defaults to rulesets/ruleset.schema.json of the source tree.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from .ruleset import Ruleset
from .writing import atomic_write_text

SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
#: Where the bundled schema lives in the source tree.
DEFAULT_PATH = Path(__file__).resolve().parents[2] / "rulesets" / "ruleset.schema.json"


def ruleset_json_schema() -> dict[str, Any]:
    """JSON Schema (draft 2020-12) of a ruleset file."""
    schema = Ruleset.model_json_schema()
    return {
        "$schema": SCHEMA_DIALECT,
        "title": "Battlemap ruleset",
        "description": (
            "A Battlemap ruleset (rulesets/<id>.toml). Generated from "
            "battlemap.schema.ruleset.Ruleset by `python -m battlemap.schema.jsonschema`; "
            "do not edit by hand."
        ),
        **{k: v for k, v in schema.items() if k not in ("title", "description")},
    }


def ruleset_schema_text() -> str:
    """The schema as the text written to ruleset.schema.json."""
    return json.dumps(ruleset_json_schema(), indent=2, ensure_ascii=False) + "\n"


def write_ruleset_schema(path: str | os.PathLike[str] = DEFAULT_PATH) -> None:
    """Write the schema to `path` (atomically)."""
    atomic_write_text(path, ruleset_schema_text())


def main(argv: list[str] | None = None) -> int:
    """`python -m battlemap.schema.jsonschema [PATH]`."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) > 1 or args[:1] in (["-h"], ["--help"]):
        print(__doc__)
        return 0 if args[:1] in (["-h"], ["--help"]) else 2
    path = Path(args[0]) if args else DEFAULT_PATH
    write_ruleset_schema(path)
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
