import JWS

/// The JSON values of requests and answers: the JWS module's (its strict parser reads them),
/// not the catalog reader's.
typealias JSONValue = JWS.JSONValue
