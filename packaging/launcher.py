"""Entry script of the standalone app: what the `battlemap` command runs.

PyInstaller needs a script, not a console-script entry point; this is the
same `battlemap.cli:main` that pyproject.toml installs as `battlemap`.
"""

import sys

from battlemap.cli import main

if __name__ == "__main__":
    sys.exit(main())
