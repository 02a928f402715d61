"""Drives a running `storefront serve` with Apple's own App Store Server API client, as a developer's server would.

Usage: drive.py --url http://127.0.0.1:PORT --key KEY.p8 --key-id ID --issuer-id UUID --bundle-id ID --root ROOT.pem
                --transaction ID --consumable ID --refunded ID --expect-history N

Every response is decoded by Apple's AppStoreServerAPIClient (its models) and every signed object in it verified with
Apple's SignedDataVerifier against ROOT.pem (environment Sandbox). Prints one line per check ("ok NAME" or
"FAIL NAME: why") and a last line "checks: N passed, M failed"; exits 0 when all pass, 1 otherwise, 64 on usage errors.
Run with the venv of scripts/apple-verifier/setup.sh.
"""

import argparse
import base64
import json
import sys
import time
import uuid

import jwt
from cryptography import x509
import requests
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives import serialization

from appstoreserverlibrary.api_client import AppStoreServerAPIClient, GetTransactionHistoryVersion
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.NotificationHistoryRequest import NotificationHistoryRequest
from appstoreserverlibrary.models.TransactionHistoryRequest import Order, ProductType
from appstoreserverlibrary.models.Status import Status
from appstoreserverlibrary.models.TransactionHistoryRequest import TransactionHistoryRequest
from appstoreserverlibrary.models.UpdateAppAccountTokenRequest import UpdateAppAccountTokenRequest
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier

from checks import api_error, check, finish


def history(client, verifier, transaction_id, request, version):
    """Every page of a transaction history: (transactions decoded, page sizes, revisions)."""
    decoded, sizes, revision = [], [], None
    while True:
        page = client.get_transaction_history(transaction_id, revision, request, version)
        sizes.append(len(page.signedTransactions))
        decoded += [verifier.verify_and_decode_signed_transaction(jws) for jws in page.signedTransactions]
        if page.revision is None or page.hasMore is None:
            raise AssertionError("a page without revision or hasMore")
        revision = page.revision
        if not page.hasMore:
            return decoded, sizes, page


def main():
    parser = argparse.ArgumentParser()
    for name in ["url", "key", "key-id", "issuer-id", "bundle-id", "root", "transaction", "consumable", "refunded"]:
        parser.add_argument("--" + name, required=True)
    parser.add_argument("--expect-history", type=int, required=True)
    try:
        args = parser.parse_args()
    except SystemExit:
        sys.exit(64)
    key = open(args.key, "rb").read()
    root = open(args.root, "rb").read()
    root_der = x509.load_pem_x509_certificate(root).public_bytes(serialization.Encoding.DER)
    client = AppStoreServerAPIClient(key, args.key_id, args.issuer_id, args.bundle_id, Environment.LOCAL_TESTING)
    client._base_url = args.url
    verifier = SignedDataVerifier([root_der], False, Environment.SANDBOX, args.bundle_id)
    started = int(time.time() * 1000)

    # Get Transaction Info, signed at request time.
    info = client.get_transaction_info(args.transaction)
    transaction = verifier.verify_and_decode_signed_transaction(info.signedTransactionInfo)
    check("transaction info", transaction.transactionId == args.transaction, str(transaction.transactionId))
    now = transaction.signedDate
    info2 = client.get_transaction_info(args.transaction)
    later = verifier.verify_and_decode_signed_transaction(info2.signedTransactionInfo)
    check("signed at request time", later.signedDate >= now and info2.signedTransactionInfo != info.signedTransactionInfo)

    # Get Transaction History v2 and v1, to the last page.
    everything, sizes, last = history(client, verifier, args.transaction, TransactionHistoryRequest(), GetTransactionHistoryVersion.V2)
    check("history v2 count", len(everything) == args.expect_history, f"{len(everything)} != {args.expect_history}")
    check("history v2 pages of at most 20", all(size <= 20 for size in sizes) and len(sizes) >= 2, str(sizes))
    check("history v2 fields", last.bundleId == args.bundle_id and last.environment == Environment.SANDBOX, str(last))
    check("history v2 distinct", len({t.transactionId for t in everything}) == len(everything))
    again = client.get_transaction_history(args.transaction, last.revision, TransactionHistoryRequest(), GetTransactionHistoryVersion.V2)
    check("history revision of last page: nothing newer", again.signedTransactions == [] and again.hasMore is False)
    v1, _, _ = history(client, verifier, args.transaction, TransactionHistoryRequest(), GetTransactionHistoryVersion.V1)
    check("history v1 count", len(v1) == args.expect_history, str(len(v1)))
    descending, _, _ = history(client, verifier, args.transaction, TransactionHistoryRequest(sort=Order.DESCENDING), GetTransactionHistoryVersion.V2)
    check("history descending", [t.transactionId for t in descending] == [t.transactionId for t in reversed(everything)])
    consumables, _, _ = history(client, verifier, args.transaction, TransactionHistoryRequest(productTypes=[ProductType.CONSUMABLE]), GetTransactionHistoryVersion.V2)
    check("history productType filter", len(consumables) >= 1 and all(t.type.value == "Consumable" for t in consumables), str(len(consumables)))
    revoked, _, _ = history(client, verifier, args.transaction, TransactionHistoryRequest(revoked=True), GetTransactionHistoryVersion.V2)
    check("history revoked filter", [t.transactionId for t in revoked] == [args.refunded], str([t.transactionId for t in revoked]))
    status, code = api_error(lambda: client.get_transaction_history(args.transaction, "bm90LWEtdG9rZW4", TransactionHistoryRequest(), GetTransactionHistoryVersion.V2))
    check("history bad revision 4000005", (status, code) == (400, 4000005), f"{status} {code}")
    status, code = api_error(lambda: client.get_transaction_history(args.transaction, last.revision, TransactionHistoryRequest(sort=Order.DESCENDING), GetTransactionHistoryVersion.V2))
    check("history revision with other filters 4000005", (status, code) == (400, 4000005), f"{status} {code}")

    # Get All Subscription Statuses.
    statuses = client.get_all_subscription_statuses(args.transaction)
    items = [item for group in statuses.data for item in group.lastTransactions]
    check("subscription statuses", len(items) >= 1 and statuses.bundleId == args.bundle_id, str(statuses))
    for item in items:
        verifier.verify_and_decode_signed_transaction(item.signedTransactionInfo)
        renewal = verifier.verify_and_decode_renewal_info(item.signedRenewalInfo)
        check("renewal info signed now", renewal.signedDate >= now, str(renewal.signedDate))
    wanted = items[0].status
    other = Status.EXPIRED if wanted != Status.EXPIRED else Status.ACTIVE
    filtered = client.get_all_subscription_statuses(args.transaction, [other])
    check("status filter", all(i.status == other for g in filtered.data for i in g.lastTransactions))
    answer = requests.get(args.url + f"/inApps/v1/subscriptions/{args.transaction}?status=9", headers={"Authorization": "Bearer " + client._generate_token()})
    status, code = answer.status_code, answer.json().get("errorCode")
    check("status filter 4000031", (status, code) == (400, 4000031), f"{status} {code}")

    # Get Refund History.
    refunds = client.get_refund_history(args.transaction, None)
    refunded = [verifier.verify_and_decode_signed_transaction(jws) for jws in refunds.signedTransactions]
    check("refund history", [t.transactionId for t in refunded] == [args.refunded] and refunds.hasMore is False and refunds.revision, str(refunds))
    check("refund carries revocationDate", all(t.revocationDate for t in refunded))

    # Get App Transaction Info: the simulator keeps no app transactions.
    status, code = api_error(lambda: client.get_app_transaction_info(args.transaction))
    check("app transaction 4040019", (status, code) == (404, 4040019), f"{status} {code}")

    # Set App Account Token, Finish Transaction.
    token = str(uuid.uuid4())
    original = transaction.originalTransactionId
    client.set_app_account_token(original, UpdateAppAccountTokenRequest(appAccountToken=token))
    current = client.get_all_subscription_statuses(args.transaction).data[0].lastTransactions[0]
    latest = verifier.verify_and_decode_signed_transaction(current.signedTransactionInfo)
    check("app account token on the current transaction", str(latest.appAccountToken) == token, str(latest.appAccountToken))
    status, code = api_error(lambda: client.set_app_account_token(original, UpdateAppAccountTokenRequest(appAccountToken="not-a-uuid")))
    check("app account token 4000183", (status, code) == (400, 4000183), f"{status} {code}")
    client.finish_transaction(args.consumable)
    check("finish transaction", True)

    # Errors for ids.
    status, code = api_error(lambda: client.get_transaction_info("1999999999999999"))
    check("unknown transaction 4040010", (status, code) == (404, 4040010), f"{status} {code}")
    status, code = api_error(lambda: client.get_transaction_info("abc"))
    check("malformed transaction id 4000006", (status, code) == (400, 4000006), f"{status} {code}")

    # Get Notification History, every page.
    request = NotificationHistoryRequest(startDate=now - 29 * 86_400_000, endDate=now + 1)
    notifications, token, pages = [], None, 0
    while True:
        page = client.get_notification_history(token, request)
        pages += 1
        for item in page.notificationHistory:
            notifications.append(verifier.verify_and_decode_notification(item.signedPayload))
            check("send attempts at most 6", len(item.sendAttempts) <= 6)
        if not page.hasMore:
            break
        token = page.paginationToken
    check("notification history", len(notifications) >= 1, str(len(notifications)))
    by_type = client.get_notification_history(None, NotificationHistoryRequest(startDate=now - 29 * 86_400_000, endDate=now + 1, notificationType="REFUND"))
    types = [verifier.verify_and_decode_notification(i.signedPayload).notificationType.value for i in by_type.notificationHistory]
    check("notification type filter", types == ["REFUND"], str(types))
    status, code = api_error(lambda: client.get_notification_history(None, NotificationHistoryRequest(startDate=now - 200 * 86_400_000, endDate=now)))
    check("notification start too far 4000012", (status, code) == (400, 4000012), f"{status} {code}")
    status, code = api_error(lambda: client.get_notification_history(None, NotificationHistoryRequest(startDate=now, endDate=now - 1)))
    check("notification start after end 4000013", (status, code) == (400, 4000013), f"{status} {code}")
    status, code = api_error(lambda: client.get_notification_history(None, NotificationHistoryRequest(startDate=now - 1000, endDate=now, notificationType="REFUND", transactionId=args.transaction)))
    check("notification two filters 4000019", (status, code) == (400, 4000019), f"{status} {code}")
    status, code = api_error(lambda: client.get_notification_history("bm9wZQ", request))
    check("notification bad token 4000014", (status, code) == (400, 4000014), f"{status} {code}")

    # Bad JWTs: each 401 with nothing revealed.
    url = args.url + f"/inApps/v1/transactions/{args.transaction}"
    real = int(time.time())
    good = {"iss": args.issuer_id, "aud": "appstoreconnect-v1", "bid": args.bundle_id, "exp": real + 300}
    header = {"kid": args.key_id}
    other_key = ec.generate_private_key(ec.SECP256R1()).private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())

    def b64(data):
        return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()

    tokens = {
        "good": jwt.encode(good, key, algorithm="ES256", headers=header),
        "wrong key": jwt.encode(good, other_key, algorithm="ES256", headers=header),
        "wrong kid": jwt.encode(good, key, algorithm="ES256", headers={"kid": "ZZZZZZZZZZ"}),
        "wrong bid": jwt.encode({**good, "bid": "com.example.other"}, key, algorithm="ES256", headers=header),
        "wrong iss": jwt.encode({**good, "iss": str(uuid.uuid4())}, key, algorithm="ES256", headers=header),
        "wrong aud": jwt.encode({**good, "aud": "appstoreconnect-v2"}, key, algorithm="ES256", headers=header),
        "expired": jwt.encode({**good, "exp": real - 10}, key, algorithm="ES256", headers=header),
        "exp too far": jwt.encode({**good, "exp": real + 3700}, key, algorithm="ES256", headers=header),
        "no exp": jwt.encode({k: v for k, v in good.items() if k != "exp"}, key, algorithm="ES256", headers=header),
        "iat an hour before exp and more": jwt.encode({**good, "iat": real - 3400, "exp": real + 300}, key, algorithm="ES256", headers=header),
        "alg none": b64({"alg": "none", "typ": "JWT", "kid": args.key_id}) + "." + b64(good) + ".",
        "HS256": jwt.encode(good, "secret-secret-secret-secret-secret!", algorithm="HS256", headers=header),
        "malformed": "not.a.jwt",
    }
    for name, value in tokens.items():
        answer = requests.get(url, headers={"Authorization": "Bearer " + value})
        if name == "good":
            check("JWT good", answer.status_code == 200, str(answer.status_code))
        else:
            check("JWT " + name + " 401", answer.status_code == 401 and "errorCode" not in answer.text, f"{answer.status_code} {answer.text[:80]}")
    check("no Authorization 401", requests.get(url).status_code == 401)
    check("not Bearer 401", requests.get(url, headers={"Authorization": "Basic " + tokens["good"]}).status_code == 401)

    # Bad bodies, then a good request on the same server.
    auth = {"Authorization": "Bearer " + tokens["good"], "Content-Type": "application/json"}
    history_url = args.url + "/inApps/v1/notifications/history"
    try:
        big = requests.post(history_url, headers=auth, data=b"{" + b" " * (1 << 20) + b"}", timeout=30)
        check("body over 1 MiB refused", big.status_code == 413, str(big.status_code))
    except requests.exceptions.ConnectionError:
        check("body over 1 MiB refused (connection closed)", True)
    bad = requests.post(history_url, headers=auth, data=b'{"startDate": 1,', timeout=10)
    check("malformed JSON 400", bad.status_code == 400 and bad.json().get("errorCode") == 4000000, f"{bad.status_code} {bad.text[:80]}")
    check("served after bad bodies", client.get_transaction_info(args.transaction).signedTransactionInfo is not None)

    finish()


if __name__ == "__main__":
    main()
