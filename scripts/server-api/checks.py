"""What drive.py and flows.py share: one line per check, the error an API call raised, and the closing summary."""

import sys

from appstoreserverlibrary.api_client import APIException

results = []


def check(name, condition, why=""):
    """Records a check and prints "ok NAME" or "FAIL NAME: why"."""
    results.append((name, bool(condition), why))
    print(("ok " if condition else "FAIL ") + name + ("" if condition else ": " + why), flush=True)


def api_error(call):
    """The (status, errorCode) an API call raised, or (None, None) when it succeeded."""
    try:
        call()
    except APIException as error:
        return error.http_status_code, error.raw_api_error
    return None, None


def finish():
    """Prints "checks: N passed, M failed" and exits 0 when every check passed, else 1."""
    passed = sum(1 for _, ok, _ in results if ok)
    print(f"checks: {passed} passed, {len(results) - passed} failed")
    sys.exit(0 if passed == len(results) else 1)
