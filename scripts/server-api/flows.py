"""The App Store Server API's server-side flows through Apple's own client, against `storefront serve` it starts itself.

Usage: flows.py --storefront BIN --key KEY.p8 --key-id ID --issuer-id UUID --bundle-id ID --root ROOT.pem
                --subscription ID --product ID --consumable ID --order ORDER_ID

Covers Look Up Order ID, single and mass renewal extensions with their status, Send Consumption Information v1 and v2
with the refund decision it brings, Request a Test Notification and its status (delivered to a receiver on loopback
that this script runs), and every API fault switch (`storefront store api-fault NAME on|off`). The store's directory
comes from the environment (STOREFRONT_HOME), as for every storefront command. Every response is decoded by Apple's
models and every signed object verified with Apple's SignedDataVerifier against ROOT.pem. Prints one line per check
and "checks: N passed, M failed"; exits 0 when all pass, 1 otherwise, 64 on usage errors.
"""

import argparse
import http.server
import re
import signal
import subprocess
import sys
import threading
import time
import uuid

import requests
from cryptography import x509
from cryptography.hazmat.primitives import serialization

from appstoreserverlibrary.api_client import AppStoreServerAPIClient
from appstoreserverlibrary.models.ConsumptionRequest import ConsumptionRequest
from appstoreserverlibrary.models.ConsumptionRequestV1 import ConsumptionRequestV1
from appstoreserverlibrary.models.DeliveryStatus import DeliveryStatus
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.ExtendReasonCode import ExtendReasonCode
from appstoreserverlibrary.models.ExtendRenewalDateRequest import ExtendRenewalDateRequest
from appstoreserverlibrary.models.MassExtendRenewalDateRequest import MassExtendRenewalDateRequest
from appstoreserverlibrary.models.NotificationHistoryRequest import NotificationHistoryRequest
from appstoreserverlibrary.models.OrderLookupStatus import OrderLookupStatus
from appstoreserverlibrary.models.RefundPreference import RefundPreference
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier

from checks import api_error, check, finish


class RawCode:
    """A wire value Apple's enum has no member for (Apple's client sends `value`), to send a bad one."""

    def __init__(self, value):
        self.value = value


def reason_code(value):
    """`extendReasonCode` as Apple's enum, or a raw value outside it (None stays None: the field is left out)."""
    if value is None:
        return None
    return ExtendReasonCode(value) if 0 <= value <= 3 else RawCode(value)


class Receiver(http.server.BaseHTTPRequestHandler):
    """A webhook on loopback: keeps every body POSTed to it."""
    bodies = []

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        Receiver.bodies.append(self.rfile.read(min(length, 1 << 20)))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


class Serve:
    """A `storefront serve --listen 127.0.0.1:0` (optionally with --webhook), stopped with SIGTERM."""

    def __init__(self, binary, webhook=None):
        arguments = [binary, "serve", "--listen", "127.0.0.1:0"] + (["--webhook", webhook] if webhook else [])
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)", line)
        if not found:
            self.process.kill()
            raise SystemExit(f"flows: storefront serve did not say where it listens: {line!r}")
        self.url = "http://127.0.0.1:" + found.group(1)

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser()
    for name in ["storefront", "key", "key-id", "issuer-id", "bundle-id", "root", "subscription", "product",
                 "consumable", "order"]:
        parser.add_argument("--" + name, required=True)
    try:
        args = parser.parse_args()
    except SystemExit:
        sys.exit(64)
    key = open(args.key, "rb").read()
    root_der = x509.load_pem_x509_certificate(open(args.root, "rb").read()).public_bytes(serialization.Encoding.DER)
    verifier = SignedDataVerifier([root_der], False, Environment.SANDBOX, args.bundle_id)

    def store(*command):
        done = subprocess.run([args.storefront, "store", *command], capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            raise SystemExit(f"flows: storefront store {' '.join(command)} failed: {done.stderr.strip()}")
        return done.stdout

    def client_for(url):
        client = AppStoreServerAPIClient(key, args.key_id, args.issuer_id, args.bundle_id, Environment.LOCAL_TESTING)
        client._base_url = url
        return client

    # A server that delivers to no URL: Request a Test Notification is 404 4040007, as for an app without one.
    plain = Serve(args.storefront)
    client = client_for(plain.url)
    status, code = api_error(lambda: client.request_test_notification())
    check("test notification without a URL 4040007", (status, code) == (404, 4040007), f"{status} {code}")
    check("serve without --webhook exits 0", plain.stop() == 0)

    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    server = Serve(args.storefront, f"http://127.0.0.1:{receiver.server_address[1]}/hook")
    client = client_for(server.url)
    try:
        run(args, client, server, verifier, store)
    finally:
        check("serve exits 0 on SIGTERM", server.stop() == 0)
        receiver.shutdown()
    finish()


def run(args, client, server, verifier, store):
    # Look Up Order ID.
    found = client.look_up_order_id(args.order)
    check("order lookup valid", found.status == OrderLookupStatus.VALID and len(found.signedTransactions) >= 1, str(found))
    ordered = [verifier.verify_and_decode_signed_transaction(jws) for jws in found.signedTransactions]
    check("order lookup transactions signed now", all(t.signedDate for t in ordered), str(ordered))
    missing = client.look_up_order_id("MZZZZZZZZZ")
    check("order lookup unknown: status 1", missing.status == OrderLookupStatus.INVALID and missing.signedTransactions == [], str(missing))

    # Extend a Subscription Renewal Date.
    def expires():
        item = client.get_all_subscription_statuses(args.subscription).data[0].lastTransactions[0]
        return verifier.verify_and_decode_renewal_info(item.signedRenewalInfo).renewalDate
    before = expires()
    request_id = str(uuid.uuid4())
    extended = client.extend_subscription_renewal_date(args.subscription, ExtendRenewalDateRequest(extendByDays=10, extendReasonCode=reason_code(1), requestIdentifier=request_id))
    check("extension success", extended.success is True and str(extended.originalTransactionId) == args.subscription, str(extended))
    check("extension effective date +10 days", extended.effectiveDate == before + 10 * 86_400_000, f"{extended.effectiveDate} vs {before}")
    check("extension in renewal info", expires() == extended.effectiveDate, str(expires()))
    again = client.extend_subscription_renewal_date(args.subscription, ExtendRenewalDateRequest(extendByDays=10, extendReasonCode=reason_code(1), requestIdentifier=request_id))
    check("same request identifier extends once", again.effectiveDate == extended.effectiveDate and expires() == extended.effectiveDate)
    for days, reason, code in [(91, 1, 4000009), (0, 1, 4000009), (5, 7, 4000010), (None, 1, 4000009), (5, None, 4000010)]:
        status, got = api_error(lambda: client.extend_subscription_renewal_date(args.subscription, ExtendRenewalDateRequest(extendByDays=days, extendReasonCode=reason_code(reason), requestIdentifier=str(uuid.uuid4()))))
        check(f"extension days={days} reason={reason} {code}", (status, got) == (400, code), f"{status} {got}")
    status, got = api_error(lambda: client.extend_subscription_renewal_date(args.subscription, ExtendRenewalDateRequest(extendByDays=5, extendReasonCode=reason_code(1))))
    check("extension without request identifier 4000011", (status, got) == (400, 4000011), f"{status} {got}")
    client.extend_subscription_renewal_date(args.subscription, ExtendRenewalDateRequest(extendByDays=3, extendReasonCode=reason_code(0), requestIdentifier=str(uuid.uuid4())))
    status, got = api_error(lambda: client.extend_subscription_renewal_date(args.subscription, ExtendRenewalDateRequest(extendByDays=3, extendReasonCode=reason_code(0), requestIdentifier=str(uuid.uuid4()))))
    check("third extension in a year 4030005", (status, got) == (403, 4030005), f"{status} {got}")
    status, got = api_error(lambda: client.extend_subscription_renewal_date("1999999999999999", ExtendRenewalDateRequest(extendByDays=3, extendReasonCode=reason_code(0), requestIdentifier="x")))
    check("extension of an unknown subscription 4040005", (status, got) == (404, 4040005), f"{status} {got}")
    status, got = api_error(lambda: client.extend_subscription_renewal_date(args.consumable, ExtendRenewalDateRequest(extendByDays=3, extendReasonCode=reason_code(0), requestIdentifier="x")))
    check("extension of a consumable 4040005", (status, got) == (404, 4040005), f"{status} {got}")

    # Mass extension and its status.
    mass_id = str(uuid.uuid4())
    mass = client.extend_renewal_date_for_all_active_subscribers(MassExtendRenewalDateRequest(extendByDays=2, extendReasonCode=reason_code(3), requestIdentifier=mass_id, productId=args.product))
    check("mass extension accepted", mass.requestIdentifier == mass_id, str(mass))
    pending = client.get_status_of_subscription_renewal_date_extensions(mass_id, args.product)
    check("mass extension not complete yet", pending.complete is False and pending.requestIdentifier == mass_id, str(pending))
    store("advance", "2h")
    done = client.get_status_of_subscription_renewal_date_extensions(mass_id, args.product)
    check("mass extension complete after an hour", done.complete is True and done.completeDate and done.succeededCount + done.failedCount >= 1, str(done))
    status, got = api_error(lambda: client.get_status_of_subscription_renewal_date_extensions(str(uuid.uuid4()), args.product))
    check("unknown mass extension 4040009", (status, got) == (404, 4040009), f"{status} {got}")
    status, got = api_error(lambda: client.extend_renewal_date_for_all_active_subscribers(MassExtendRenewalDateRequest(extendByDays=2, extendReasonCode=reason_code(3), requestIdentifier=str(uuid.uuid4()), productId="com.iaptutorial.coins")))
    check("mass extension of a consumable 4000023", (status, got) == (400, 4000023), f"{status} {got}")
    status, got = api_error(lambda: client.extend_renewal_date_for_all_active_subscribers(MassExtendRenewalDateRequest(extendByDays=2, extendReasonCode=reason_code(3), requestIdentifier=str(uuid.uuid4()), productId=args.product, storefrontCountryCodes=[])))
    check("mass extension with no storefronts 4000027", (status, got) == (400, 4000027), f"{status} {got}")

    # A refund request answered with Send Consumption Information v2: decided at once by the preference.
    store("refund-decision", "rule")
    store("refund-request", args.consumable, "--reason", "unintended-purchase")
    client.send_consumption_information(args.consumable, ConsumptionRequest(customerConsented=True, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED, consumptionPercentage=0, refundPreference=RefundPreference.GRANT_FULL))
    refunds = client.get_refund_history(args.consumable, None)
    refunded = [verifier.verify_and_decode_signed_transaction(jws).transactionId for jws in refunds.signedTransactions]
    check("consumption v2 GRANT_FULL refunds", args.consumable in refunded, str(refunded))
    status, got = api_error(lambda: client.send_consumption_information(args.consumable, ConsumptionRequest(customerConsented=False, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED)))
    check("consumption not consented 4000035", (status, got) == (400, 4000035), f"{status} {got}")
    status, got = api_error(lambda: client.send_consumption_information(args.subscription, ConsumptionRequest(customerConsented=True, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED, consumptionPercentage=10)))
    check("consumption percentage on a subscription 4000209", (status, got) == (400, 4000209), f"{status} {got}")
    status, got = api_error(lambda: client.send_consumption_information("1999999999999999", ConsumptionRequest(customerConsented=True, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED)))
    check("consumption for an unknown transaction 4040010", (status, got) == (404, 4040010), f"{status} {got}")
    # V1 (deprecated; Apple's client warns): every field checked, 202 when valid.
    v1 = dict(customerConsented=True, rawConsumptionStatus=1, rawPlatform=1, sampleContentProvided=False, rawDeliveryStatus=0, appAccountToken="", rawAccountTenure=1, rawPlayTime=1, rawLifetimeDollarsRefunded=1, rawLifetimeDollarsPurchased=2, rawUserStatus=1, rawRefundPreference=2)
    check("consumption v1 accepted", api_error(lambda: client.send_consumption_data(args.consumable, ConsumptionRequestV1(**v1))) == (None, None))
    status, got = api_error(lambda: client.send_consumption_data(args.consumable, ConsumptionRequestV1(**{**v1, "rawPlayTime": 9})))
    check("consumption v1 bad play time 4000040", (status, got) == (400, 4000040), f"{status} {got}")
    answer = requests.put(server.url + f"/inApps/v2/transactions/consumption/{args.consumable}", data=b"{", headers={"Authorization": "Bearer " + client._generate_token()})
    check("consumption malformed body 400", answer.status_code == 400, str(answer.status_code))

    # Request a Test Notification: delivered to the receiver, its status has the attempt.
    sent = client.request_test_notification()
    token = sent.testNotificationToken
    check("test notification token", token and len(token) == 36, str(sent))
    deadline = time.time() + 20
    while time.time() < deadline and not any(token.encode() in b or b"signedPayload" in b for b in Receiver.bodies):
        time.sleep(0.1)
    check("test notification delivered to the webhook", len(Receiver.bodies) >= 1, str(len(Receiver.bodies)))
    deadline = time.time() + 20
    status_answer = client.get_test_notification_status(token)
    while time.time() < deadline and not status_answer.sendAttempts:
        time.sleep(0.2)
        status_answer = client.get_test_notification_status(token)
    decoded = verifier.verify_and_decode_notification(status_answer.signedPayload)
    check("test notification is TEST", decoded.notificationType.value == "TEST" and decoded.notificationUUID == token, str(decoded.notificationType))
    check("test notification attempt SUCCESS", [a.sendAttemptResult.value for a in status_answer.sendAttempts][:1] == ["SUCCESS"], str(status_answer.sendAttempts))
    status, got = api_error(lambda: client.get_test_notification_status("not-a-token"))
    check("test notification bad token 4000020", (status, got) == (400, 4000020), f"{status} {got}")
    status, got = api_error(lambda: client.get_test_notification_status(str(uuid.uuid4())))
    check("test notification unknown token 4040008", (status, got) == (404, 4040008), f"{status} {got}")
    store_now = decoded.signedDate  # the store's simulated clock, which notification history's window follows
    history = client.get_notification_history(None, NotificationHistoryRequest(startDate=store_now - 29 * 86_400_000, endDate=store_now + 1, notificationType="RENEWAL_EXTENDED"))
    check("RENEWAL_EXTENDED in notification history", len(history.notificationHistory) >= 1, str(len(history.notificationHistory)))

    # API faults, each on and then off again.
    now = int(time.time() * 1000)
    for fault, expected in [("unreleased", (401, None)), ("unknown-transaction", (404, 4040010)), ("rate-limit", (429, 4290000)), ("server-error", (500, 5000000))]:
        store("api-fault", fault, "on")
        status, got = api_error(lambda: client.get_transaction_info(args.subscription))
        check(f"fault {fault}", (status, got) == expected, f"{status} {got}")
        store("api-fault", fault, "off")
    store("api-fault", "rate-limit", "on")
    answer = requests.get(server.url + f"/inApps/v1/transactions/{args.subscription}", headers={"Authorization": "Bearer " + client._generate_token()})
    resume = int(answer.headers.get("Retry-After", "0"))
    check("rate limit Retry-After in milliseconds", now < resume < int(time.time() * 1000) + 5_000, str(resume))
    store("api-fault", "rate-limit", "off")
    store("api-fault", "unknown-transaction", "on")
    check("unknown-transaction spares requests without a transaction", client.request_test_notification().testNotificationToken)
    store("api-fault", "unknown-transaction", "off")
    store("api-fault", "slow", "on")
    started = time.time()
    client.get_transaction_info(args.subscription)
    waited = time.time() - started
    store("api-fault", "slow", "off")
    check("fault slow waits about 3 s", 2.9 <= waited < 10, f"{waited:.2f} s")
    started = time.time()
    client.get_transaction_info(args.subscription)
    check("faults off: answered at once", time.time() - started < 2)


if __name__ == "__main__":
    main()
