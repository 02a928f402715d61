#!/usr/bin/env bash
# Installs Apple's App Store Server Library (Python), sarif-tools and junitparser into
# .build/apple-verifier/venv, once. The JWS interoperability tests run scripts/apple-verifier/verify.py
# with that venv's python; the lint report tests run scripts/read-lint-reports.py with it.
# Idempotent: when the venv already holds exactly requirements.txt it returns at once.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
requirements="$root/scripts/apple-verifier/requirements.txt"
venv="$root/.build/apple-verifier/venv"
marker="$venv/.installed-requirements.txt"
python="${PYTHON:-python3}"

if [ -x "$venv/bin/python" ] && [ -f "$marker" ] && cmp -s "$requirements" "$marker"; then
  exit 0
fi

echo "apple-verifier: installing app-store-server-library, sarif-tools and junitparser into $venv"
mkdir -p "$(dirname "$venv")"
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input -r "$requirements"
"$venv/bin/python" -c 'import appstoreserverlibrary.signed_data_verifier'
"$venv/bin/python" -c 'import sarif.loader, junitparser'
cp "$requirements" "$marker"
echo "apple-verifier: ready"
