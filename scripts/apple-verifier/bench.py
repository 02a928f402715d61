"""Times Apple's App Store Server Library verifying one signed transaction again and again.

Usage: bench.py ROOT.pem JWS_FILE [--seconds S] [--bundle-id ID]

Builds one SignedDataVerifier as a developer's server would (the given root certificate,
Environment.SANDBOX, enable_online_checks=False, the bundle id of the JWS unless given), checks
that the JWS verifies, then calls verify_and_decode_signed_transaction on the same JWS for at
least S seconds (default 1) and prints one JSON object: {"verifications": N, "seconds": T,
"rate": N/T, "library": VERSION}. Exits 1 if the JWS does not verify, 64 on usage errors.
Run scripts/apple-verifier/setup.sh first and use .build/apple-verifier/venv's python.
"""

import argparse
import json
import sys
import time
from importlib.metadata import version

from cryptography import x509
from cryptography.hazmat.primitives import serialization

from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException

from verify import unverified_bundle_id


def main() -> int:
    parser = argparse.ArgumentParser(description="Time Apple's SignedDataVerifier on one JWS.")
    parser.add_argument("root", metavar="ROOT.pem")
    parser.add_argument("jws_file", metavar="JWS_FILE")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--bundle-id")
    try:
        args = parser.parse_args()
    except SystemExit as exit_request:
        return 0 if exit_request.code == 0 else 64
    try:
        with open(args.root, "rb") as file:
            root = x509.load_pem_x509_certificate(file.read())
        with open(args.jws_file, encoding="ascii") as file:
            token = file.read().strip()
    except (OSError, ValueError) as error:
        print(f"cannot read the inputs: {error}", file=sys.stderr)
        return 64
    verifier = SignedDataVerifier(
        [root.public_bytes(serialization.Encoding.DER)],
        enable_online_checks=False,
        environment=Environment.SANDBOX,
        bundle_id=args.bundle_id if args.bundle_id is not None else unverified_bundle_id(token),
    )
    try:
        verifier.verify_and_decode_signed_transaction(token)
    except VerificationException as error:
        print(f"VerificationException: {error.status.name}", file=sys.stderr)
        return 1
    count = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < args.seconds:
        for _ in range(10):
            verifier.verify_and_decode_signed_transaction(token)
        count += 10
        elapsed = time.perf_counter() - start
    print(json.dumps({
        "verifications": count,
        "seconds": round(elapsed, 6),
        "rate": count / elapsed,
        "library": version("app-store-server-library"),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
