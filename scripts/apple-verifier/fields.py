"""Prints the wire field names of Apple's App Store Server Library models, as one JSON object.

Usage: fields.py

Keys: transaction (JWSTransactionDecodedPayload), renewal (JWSRenewalInfoDecodedPayload),
notification (ResponseBodyV2DecodedPayload), data (Data), summary (Summary), transactionCommitment
(TransactionCommitmentInfo), renewalCommitment (RenewalCommitmentInfo); each value is the
sorted list of the JSON field names the library reads. The library keeps an enum-typed field
twice (`type` and `rawType`); both are read from the one wire field, so `raw…` names are left out.
Tests compare what the simulator signs with these names field by field.
"""

import json

import attr

from appstoreserverlibrary.models.Data import Data
from appstoreserverlibrary.models.JWSRenewalInfoDecodedPayload import JWSRenewalInfoDecodedPayload
from appstoreserverlibrary.models.JWSTransactionDecodedPayload import JWSTransactionDecodedPayload
from appstoreserverlibrary.models.ResponseBodyV2DecodedPayload import ResponseBodyV2DecodedPayload
from appstoreserverlibrary.models.RenewalCommitmentInfo import RenewalCommitmentInfo
from appstoreserverlibrary.models.Summary import Summary
from appstoreserverlibrary.models.TransactionCommitmentInfo import TransactionCommitmentInfo

MODELS = {
    "transaction": JWSTransactionDecodedPayload,
    "renewal": JWSRenewalInfoDecodedPayload,
    "notification": ResponseBodyV2DecodedPayload,
    "data": Data,
    "summary": Summary,
    "transactionCommitment": TransactionCommitmentInfo,
    "renewalCommitment": RenewalCommitmentInfo,
}


def wire_names(model) -> list:
    """The JSON names `model` reads: its fields, without the raw twin of an enum field."""
    names = []
    for field in attr.fields(model):
        name = field.name
        if name.startswith("raw") and name[3:4].isupper():
            continue
        names.append(name)
    return sorted(names)


print(json.dumps({key: wire_names(model) for key, model in MODELS.items()}))
