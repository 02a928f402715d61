/// The kind of offer a transaction was bought with (the signed payload's `offerType`, Apple's values).
public enum OfferType: Int, Sendable, Hashable, CaseIterable, Codable {
  /// An introductory offer: a free trial, pay as you go or pay up front.
  case introductory = 1
  /// A promotional offer.
  case promotional = 2
  /// An offer code.
  case offerCode = 3
  /// A win-back offer.
  case winBack = 4
}
