import Catalog

extension AppReducer {
  /// The account screen's commands: spend coins, auto-renew, change plan, refund (which asks first).
  static func account(_ command: AppCommand, state: inout AppState, environment: AppEnvironment) -> [Effect] {
    guard let account = state.account else {
      state.banner = Banner(AppText.loading)
      return []
    }
    if command == .spendCoins {
      guard account.coins >= environment.spendAmount else {
        state.banner = Banner(AppText.notEnoughCoins(account.coins), tone: .failure)
        return []
      }
      return [.spend(environment.spendAmount)]
    }
    guard account.subscriptions.indices.contains(state.selection(.account)) else {
      state.banner = Banner(AppText.nothingSelected, tone: .failure)
      return []
    }
    let line = account.subscriptions[state.selection(.account)]
    if line.isFamilyShared {
      // The purchaser renews, changes or is refunded for it, not this member.
      return none(LocalizedText(.screenSharedPlan, .product(line.productID)), &state)
    }
    if command != .refundSubscription, !line.state.isRenewable {
      // An expired or refunded subscription has no renewal to turn off or change: it is bought again.
      return none(LocalizedText(.bannerSubscriptionEnded, .product(line.productID)), &state)
    }
    switch command {
    case .toggleAutoRenew:
      return [.store(.setAutoRenew(productID: line.productID, !line.willAutoRenew))]
    case .changePlan:
      // A change already waits: choosing the current plan again keeps it, as on iOS.
      if line.changeWaits { return [.store(.changePlan(productID: line.productID))] }
      let other = environment.catalog.products.first {
        $0.subscription?.groupID == line.groupID && $0.id != line.productID
      }
      guard let other else { return [] }
      return [.store(.changePlan(productID: other.id))]
    default:
      switch account.refundable(line) {
      case .transaction(let transaction): return askRefund(transaction, state: &state)
      case .alreadyRefunded:
        return none(LocalizedText(.bannerAlreadyRefunded, .product(line.productID)), &state)
      case .nothingCharged: return none(LocalizedText(.bannerNothingCharged, .product(line.productID)), &state)
      case .none: return none(LocalizedText(.bannerNoRefundable, .product(line.productID)), &state)
      }
    }
  }

  /// Opens the refund dialog for `transaction`; nothing is refunded until Enter confirms it.
  static func askRefund(_ transaction: HistoryLine, state: inout AppState) -> [Effect] {
    guard !transaction.revoked else {
      return none(LocalizedText(.bannerAlreadyRefunded, .product(transaction.productID)), &state)
    }
    state.routes.append(.confirmRefund(transaction.transactionID))
    return []
  }

  /// Enter in the refund dialog: the dialog closes and the store refunds the transaction.
  static func confirmRefund(state: inout AppState) -> [Effect] {
    guard case .confirmRefund(let id) = state.route else { return [] }
    state.routes.removeLast()
    return [.store(.refund(id))]
  }

  /// The store controls' commands, acting on the chosen line where one is needed; a refund asks first.
  static func storeControl(_ command: AppCommand, state: inout AppState, environment: AppEnvironment) -> [Effect] {
    guard let account = state.account else {
      state.banner = Banner(AppText.loading)
      return []
    }
    let store = account.store
    let items = StoreItem.items(account)
    let chosen = items.indices.contains(state.selection(.storeControls)) ? items[state.selection(.storeControls)] : nil
    switch command {
    case .advanceToNextRenewal: return [.store(.advanceToNextRenewal)]
    case .fasterClock:
      return neighbour(of: store.rate, in: environment.timeRates, by: 1).map { [.store(.setTimeRate($0))] } ?? []
    case .slowerClock:
      return neighbour(of: store.rate, in: environment.timeRates, by: -1).map { [.store(.setTimeRate($0))] } ?? []
    case .toggleBillingIssue: return [.store(.setBillingIssue(!store.billingIssue))]
    case .toggleGracePeriod: return [.store(.setGracePeriod(!store.gracePeriod))]
    case .toggleAskToBuy: return [.store(.setAskToBuy(!store.askToBuy))]
    case .toggleInterruptedPurchases: return [.store(.setInterruptedPurchases(!store.interruptedPurchases))]
    case .approve, .decline:
      var request = store.pendingApprovals.first
      if case .approval(let line) = chosen { request = line }
      guard let request else { return none(LocalizedText(.bannerNoAskToBuy), &state) }
      return [.store(command == .approve ? .approve(request.id) : .decline(request.id))]
    case .resolveInterrupted:
      var purchase = store.interrupted.first
      if case .interrupted(let line) = chosen { purchase = line }
      guard let purchase else { return none(LocalizedText(.bannerNoInterrupted), &state) }
      return [.store(.resolveInterrupted(purchase.id))]
    default:
      guard case .transaction(let line) = chosen else { return none(LocalizedText(.bannerChooseRefund), &state) }
      return askRefund(line, state: &state)
    }
  }

  static func none(_ message: LocalizedText, _ state: inout AppState) -> [Effect] {
    state.banner = Banner(message, tone: .failure)
    return []
  }

  /// The first rate past `rate` in `rates` (slowest first) in the direction of `step` (1 faster,
  /// -1 slower) that is strictly faster or slower, if there is one.
  static func neighbour(of rate: TimeRate, in rates: [TimeRate], by step: Int) -> TimeRate? {
    guard var index = rates.firstIndex(of: rate) else { return rates.first }
    while rates.indices.contains(index + step) {
      index += step
      if rates[index].secondsPerMonthlyRenewal != rate.secondsPerMonthlyRenewal { return rates[index] }
    }
    return nil
  }
}
