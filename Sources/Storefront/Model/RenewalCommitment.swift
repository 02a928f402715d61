/// What follows a 12-month commitment while one runs, from renewal info's `commitmentInfo`
/// (StoreKit's `RenewalInfo.CommitmentInfo`).
public struct RenewalCommitment: Sendable, Equatable, Decodable {
  /// `commitmentAutoRenewStatus` == 1: the commitment renews for another twelve payments.
  public var willAutoRenew: Bool
  /// `commitmentRenewalDate`: the end of the current commitment, epoch milliseconds.
  public var renewalDate: Int64?
  /// `commitmentRenewalPrice`: the next commitment's whole price, milliunits.
  public var renewalPriceMilliunits: Int64?

  private enum Key: String, CodingKey {
    case commitmentAutoRenewStatus, commitmentRenewalDate, commitmentRenewalPrice
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    willAutoRenew = try container.decode(Int.self, forKey: .commitmentAutoRenewStatus) == 1
    renewalDate = try container.decodeIfPresent(Int64.self, forKey: .commitmentRenewalDate)
    renewalPriceMilliunits = try container.decodeIfPresent(Int64.self, forKey: .commitmentRenewalPrice)
  }
}
