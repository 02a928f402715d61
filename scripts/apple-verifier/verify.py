"""Verifies a compact JWS with Apple's App Store Server Library, as a developer's server would.

Usage: verify.py ROOT.pem KIND JWS [--bundle-id ID] [--environment Sandbox]
       verify.py ROOT.pem batch - [--bundle-id ID] [--environment Sandbox]

KIND is transaction, renewal or notification. JWS is the token itself, or - to read it from
standard input. ROOT.pem is the root certificate to trust (for the simulator: `storefront
certificate`). Without --bundle-id, the token's own bundleId is used (read unverified), which makes
Apple's app identifier check a formality; pass it to check the app too.

On success prints the decoded object as one JSON object (the wire field names) and exits 0. On a
VerificationException prints "VerificationException: STATUS" on stderr and exits 1. Any other error
(for example a field of the wrong type, which the library raises outside its own checks) exits 2;
usage errors exit 64. Run scripts/apple-verifier/setup.sh first and use .build/apple-verifier/venv.

In batch mode each line of standard input is "KIND JWS"; each gets one line of output, the decoded
object or {"error": "..."} for a token Apple's library rejects, and the exit status is 0 when every
token verified, else 1 (one process for a whole history: the library loads once).
"""

import argparse
import base64
import json
import sys

from cryptography import x509
from cryptography.hazmat.primitives import serialization

from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.JWSRenewalInfoDecodedPayload import JWSRenewalInfoDecodedPayload
from appstoreserverlibrary.models.JWSTransactionDecodedPayload import JWSTransactionDecodedPayload
from appstoreserverlibrary.models.LibraryUtility import _get_cattrs_converter
from appstoreserverlibrary.models.ResponseBodyV2DecodedPayload import ResponseBodyV2DecodedPayload
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException

KINDS = {
    "transaction": ("verify_and_decode_signed_transaction", JWSTransactionDecodedPayload),
    "renewal": ("verify_and_decode_renewal_info", JWSRenewalInfoDecodedPayload),
    "notification": ("verify_and_decode_notification", ResponseBodyV2DecodedPayload),
}


def unverified_bundle_id(token: str) -> str:
    """The bundleId the token claims (top level, or in a notification's data), not verified."""
    parts = token.split(".")
    if len(parts) != 3:
        return ""
    segment = parts[1] + "=" * (-len(parts[1]) % 4)
    try:
        payload = json.loads(base64.urlsafe_b64decode(segment))
    except ValueError:
        return ""
    if not isinstance(payload, dict):
        return ""
    data = payload.get("data")
    if isinstance(data, dict) and isinstance(data.get("bundleId"), str):
        return data["bundleId"]
    return payload.get("bundleId") if isinstance(payload.get("bundleId"), str) else ""


def without_nulls(value):
    """The unstructured object without the fields the token did not carry."""
    if isinstance(value, dict):
        return {key: without_nulls(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [without_nulls(item) for item in value]
    return value


def main() -> int:
    parser = argparse.ArgumentParser(description="Verify a JWS with Apple's App Store Server Library.")
    parser.add_argument("root", metavar="ROOT.pem")
    parser.add_argument("kind", choices=sorted(KINDS) + ["batch"])
    parser.add_argument("jws", metavar="JWS")
    parser.add_argument("--bundle-id")
    parser.add_argument("--environment", default="Sandbox", choices=["Sandbox", "Production"])
    parser.add_argument("--app-apple-id", type=int)
    try:
        args = parser.parse_args()
    except SystemExit as exit_request:
        return 0 if exit_request.code == 0 else 64

    try:
        with open(args.root, "rb") as file:
            root = x509.load_pem_x509_certificate(file.read())
    except (OSError, ValueError) as error:
        print(f"{args.root}: cannot read the root certificate: {error}", file=sys.stderr)
        return 64
    if args.kind == "batch":
        failed = False
        for line in sys.stdin:
            kind, _, token = line.strip().partition(" ")
            if kind not in KINDS:
                print(json.dumps({"error": f"unknown kind {kind!r}"}))
                failed = True
                continue
            decoded, error = verify(root, args, kind, token)
            print(json.dumps(decoded if error is None else {"error": error}, sort_keys=True))
            failed = failed or error is not None
        return 1 if failed else 0
    token = sys.stdin.read().strip() if args.jws == "-" else args.jws
    decoded, error = verify(root, args, args.kind, token)
    if error is not None:
        print(error, file=sys.stderr)
        return 1 if error.startswith("VerificationException") else 2
    print(json.dumps(decoded, sort_keys=True))
    return 0


def verify(root, args, kind: str, token: str):
    """The decoded object of `token` as `kind` and None, or None and the error Apple's library raised."""
    bundle_id = args.bundle_id if args.bundle_id is not None else unverified_bundle_id(token)
    verifier = SignedDataVerifier(
        [root.public_bytes(serialization.Encoding.DER)],
        enable_online_checks=False,
        environment=Environment(args.environment),
        bundle_id=bundle_id,
        app_apple_id=args.app_apple_id,
    )
    method_name, model = KINDS[kind]
    try:
        decoded = getattr(verifier, method_name)(token)
    except VerificationException as error:
        return None, f"VerificationException: {error.status.name}"
    except Exception as error:  # noqa: BLE001 - cattrs and friends raise outside the library's checks
        return None, f"{type(error).__name__}: {error}"
    return without_nulls(_get_cattrs_converter(model).unstructure(decoded)), None


if __name__ == "__main__":
    sys.exit(main())
