/// The key (`msgctxt`) of every message of the app's own words, grouped by where it is shown.
///
/// `po/storefront.pot` holds each key's English text and a note for translators; a test fails when
/// a key is missing from the template or from any language's catalog, or a catalog has a key not
/// listed here.
public enum UIKey: String, Sendable, CaseIterable {
  // MARK: The paywall's own words (badges, trial switch, restore feedback, units)
  case paywallKeys = "paywall.keys"
  case paywallRestore = "paywall.restore"
  case paywallSelected = "paywall.selected"
  case paywallQuit = "paywall.quit"
  case paywallBestValue = "paywall.bestValue"
  case paywallCurrentPlan = "paywall.currentPlan"
  case paywallPurchased = "paywall.purchased"
  case paywallIncludedInSubscription = "paywall.includedInSubscription"
  case paywallKeepCurrentPlan = "paywall.keepCurrentPlan"
  case paywallUpgrade = "paywall.upgrade"
  case paywallDowngrade = "paywall.downgrade"
  case paywallCrossgrade = "paywall.crossgrade"
  case paywallTrialOn = "paywall.trialOn"
  case paywallTrialOff = "paywall.trialOff"
  case paywallTrialForfeit = "paywall.trialForfeit"
  case paywallNothingToRestore = "paywall.nothingToRestore"
  case paywallRestoreFailed = "paywall.restoreFailed"
  case paywallPaymentsDisabled = "paywall.paymentsDisabled"
  case paywallBillingIssue = "paywall.billingIssue"
  case paywallPerDay = "paywall.perDay"
  case paywallPerWeek = "paywall.perWeek"
  case paywallPerMonth = "paywall.perMonth"
  case paywallPerYear = "paywall.perYear"
  case paywallCoins = "paywall.coins"
  case paywallListSeparator = "paywall.listSeparator"
  case paywallTooSmall = "paywall.tooSmall"
  case paywallRestored = "paywall.restored"
  case paywallSave = "paywall.save"
  case paywallEvery = "paywall.every"
  case paywallAccess = "paywall.access"
  case paywallFreeTrial = "paywall.freeTrial"
  case paywallIntro = "paywall.intro"
  case paywallCurrentSize = "paywall.currentSize"
  case paywallQuitKey = "paywall.quitKey"
  case paywallChangeStartsAtRenewal = "paywall.changeStartsAtRenewal"

  // MARK: The status line
  case statusPremiumUnlocked = "status.premiumUnlocked"
  case statusPremiumLocked = "status.premiumLocked"
  case statusPro = "status.pro"
  case statusProNone = "status.proNone"

  // MARK: Subscription states
  case stateSubscribed = "state.subscribed"
  case stateInTrial = "state.inTrial"
  case stateInBillingRetry = "state.inBillingRetry"
  case stateInGracePeriod = "state.inGracePeriod"
  case stateExpired = "state.expired"
  case stateRevoked = "state.revoked"

  // MARK: Simulated purchase outcomes on the purchase sheet
  case outcomeSuccess = "outcome.success"
  case outcomeCancel = "outcome.cancel"
  case outcomeFailure = "outcome.failure"
  case outcomeAskToBuy = "outcome.askToBuy"
  case outcomeInterrupted = "outcome.interrupted"

  // MARK: Banners: results of purchases, restores and controls
  case bannerCoinsAdded = "banner.coinsAdded"
  case bannerUnlocked = "banner.unlocked"
  case bannerSubscribed = "banner.subscribed"
  case bannerSubscribedUntil = "banner.subscribedUntil"
  case bannerSubscribedRenews = "banner.subscribedRenews"
  case bannerPending = "banner.pending"
  case bannerInterrupted = "banner.interrupted"
  case bannerCancelled = "banner.cancelled"
  case bannerFailed = "banner.failed"
  case bannerNetworkError = "banner.networkError"

  // MARK: Why a store call failed (StoreKit's error codes)
  case reasonUnknown = "reason.unknown"
  case reasonUserCancelled = "reason.userCancelled"
  case reasonSystemError = "reason.systemError"
  case reasonNotAvailableInStorefront = "reason.notAvailableInStorefront"
  case reasonNotEntitled = "reason.notEntitled"
  case reasonPaymentsNotAllowed = "reason.paymentsNotAllowed"
  case reasonProductUnavailable = "reason.productUnavailable"
  case reasonInvalidQuantity = "reason.invalidQuantity"
  case reasonIneligibleForOffer = "reason.ineligibleForOffer"
  case reasonInvalidOfferIdentifier = "reason.invalidOfferIdentifier"
  case reasonInvalidOfferPrice = "reason.invalidOfferPrice"
  case reasonInvalidOfferSignature = "reason.invalidOfferSignature"
  case reasonMissingOfferParameters = "reason.missingOfferParameters"
  case reasonInvalidSignature = "reason.invalidSignature"
  case reasonInvalidCertificateChain = "reason.invalidCertificateChain"
  case reasonInvalidEncoding = "reason.invalidEncoding"
  case reasonMissingRequiredProperties = "reason.missingRequiredProperties"
  case reasonRevokedCertificate = "reason.revokedCertificate"

  case bannerNothingToRestore = "banner.nothingToRestore"
  case bannerRestored = "banner.restored"
  case bannerRestoreFailed = "banner.restoreFailed"
  case bannerReinstalled = "banner.reinstalled"
  case bannerStoreReset = "banner.storeReset"
  case bannerWorking = "banner.working"
  case bannerRestoring = "banner.restoring"
  case bannerLoading = "banner.loading"
  case bannerNotPurchasable = "banner.notPurchasable"
  case bannerNothingSelected = "banner.nothingSelected"
  case bannerNotEnoughCoins = "banner.notEnoughCoins"
  case bannerPurchasing = "banner.purchasing"
  case bannerPlanRelation = "banner.planRelation"
  case bannerNoRefundable = "banner.noRefundable"
  case bannerNoAskToBuy = "banner.noAskToBuy"
  case bannerNoInterrupted = "banner.noInterrupted"
  case bannerChooseRefund = "banner.chooseRefund"
  case bannerSpent = "banner.spent"
  case bannerCannotSpend = "banner.cannotSpend"
  case bannerStorefrontChanged = "banner.storefrontChanged"
  case bannerDeviceChanged = "banner.deviceChanged"
  case bannerReinstalledOn = "banner.reinstalledOn"
  case bannerAlreadyOwned = "banner.alreadyOwned"
  case bannerPlanChangeScheduled = "banner.planChangeScheduled"

  // MARK: Results of store controls
  case controlNothingScheduled = "control.nothingScheduled"
  case controlClockAdvanced = "control.clockAdvanced"
  case controlTimeRate = "control.timeRate"
  case controlApproved = "control.approved"
  case controlDeclined = "control.declined"
  case controlResolved = "control.resolved"
  case controlBillingOn = "control.billingOn"
  case controlBillingOff = "control.billingOff"
  case controlGraceOn = "control.graceOn"
  case controlGraceOff = "control.graceOff"
  case controlRefunded = "control.refunded"
  case controlNoSubscription = "control.noSubscription"
  case controlAutoRenewOn = "control.autoRenewOn"
  case controlAutoRenewOff = "control.autoRenewOff"
  case controlPlanChangeScheduled = "control.planChangeScheduled"
  case controlPlanChanged = "control.planChanged"
  case controlPlanChangePending = "control.planChangePending"
  case controlPlanChangeCancelled = "control.planChangeCancelled"

  // MARK: Store clock speeds
  case rateRealTime = "rate.realTime"
  case rateOneHourIsOneDay = "rate.oneHourIsOneDay"
  case rateThirtyMinutesIsOneDay = "rate.thirtyMinutesIsOneDay"
  case rateFiveMinutesIsOneDay = "rate.fiveMinutesIsOneDay"
  case rateOneMinuteIsOneDay = "rate.oneMinuteIsOneDay"
  case rateThirtySecondsIsOneDay = "rate.thirtySecondsIsOneDay"
  case rateOneSecondIsOneDay = "rate.oneSecondIsOneDay"
  case rateMonthlyRenewalEveryHour = "rate.monthlyRenewalEveryHour"
  case rateMonthlyRenewalEveryThirtyMinutes = "rate.monthlyRenewalEveryThirtyMinutes"
  case rateMonthlyRenewalEveryFifteenMinutes = "rate.monthlyRenewalEveryFifteenMinutes"
  case rateMonthlyRenewalEveryFiveMinutes = "rate.monthlyRenewalEveryFiveMinutes"
  case rateMonthlyRenewalEveryThirtySeconds = "rate.monthlyRenewalEveryThirtySeconds"
  case rateOneRenewalEveryFifteenMinutes = "rate.oneRenewalEveryFifteenMinutes"
  case rateOneRenewalEveryFiveMinutes = "rate.oneRenewalEveryFiveMinutes"
  case rateOneRenewalEveryMinute = "rate.oneRenewalEveryMinute"
  case rateOneRenewalEveryThirtySeconds = "rate.oneRenewalEveryThirtySeconds"
  case rateOneRenewalEveryTenSeconds = "rate.oneRenewalEveryTenSeconds"
  case rateOneRenewalEveryTwoSeconds = "rate.oneRenewalEveryTwoSeconds"
  case rateRealTimeClock = "rate.realTimeClock"
  case rateWithSpeed = "rate.withSpeed"
  case rateSecondIsWeek = "rate.secondIsWeek"
  case rateSecondIsDay = "rate.secondIsDay"
  case rateSecondIsHour = "rate.secondIsHour"
  case rateSecondIsMinute = "rate.secondIsMinute"
  case rateTimes = "rate.times"

  // MARK: Screens: titles, hints, lines
  case screenAccount = "screen.account"
  case screenHistory = "screen.history"
  case screenHistoryHint = "screen.historyHint"
  case screenNoTransactions = "screen.noTransactions"
  case screenTransaction = "screen.transaction"
  case screenSignature = "screen.signature"
  case screenSignatureNote = "screen.signatureNote"
  case screenVerifiedNote = "screen.verifiedNote"
  case screenHeader = "screen.header"
  case screenPayload = "screen.payload"
  case screenVerified = "screen.verified"
  case screenNotVerified = "screen.notVerified"
  case screenRefunded = "screen.refunded"
  case screenQuantity = "screen.quantity"
  case screenCannotShow = "screen.cannotShow"
  case screenLanguage = "screen.language"
  case screenStorefront = "screen.storefront"
  case screenDevice = "screen.device"
  case screenSwitcherHint = "screen.switcherHint"
  case screenCurrent = "screen.current"
  case screenReinstallTitle = "screen.reinstallTitle"
  case screenReinstallQuestion = "screen.reinstallQuestion"
  case screenThisDevice = "screen.thisDevice"
  case screenReinstallCoins = "screen.reinstallCoins"
  case screenReinstallUnlocks = "screen.reinstallUnlocks"
  case screenReinstallKeys = "screen.reinstallKeys"
  case screenKeys = "screen.keys"
  case screenHelpHint = "screen.helpHint"
  case screenEverywhere = "screen.everywhere"
  case screenMainScreens = "screen.mainScreens"
  case screenLists = "screen.lists"

  // MARK: Screen names in the help's context column
  case routePaywall = "route.paywall"
  case routeReview = "route.review"
  case routePurchaseSheet = "route.purchaseSheet"
  case routeAccount = "route.account"
  case routeHistory = "route.history"
  case routeTransaction = "route.transaction"
  case routeStoreControls = "route.storeControls"
  case routeHelp = "route.help"
  case routeSwitcher = "route.switcher"
  case routeConfirmReinstall = "route.confirmReinstall"
  case routeConfirmRefund = "route.confirmRefund"

  // MARK: Screens: titles, hints, lines
  case screenStoreControls = "screen.storeControls"
  case screenStoreControlsHint = "screen.storeControlsHint"
  case screenNone = "screen.none"
  case screenAdvance = "screen.advance"
  case screenAdvanceToGraceEnd = "screen.advanceToGraceEnd"
  case screenAdvanceToRetryEnd = "screen.advanceToRetryEnd"
  case screenAdvanceToExpiry = "screen.advanceToExpiry"
  case screenTimeRate = "screen.timeRate"
  case screenBillingIssue = "screen.billingIssue"
  case screenGracePeriod = "screen.gracePeriod"
  case screenOn = "screen.on"
  case screenOff = "screen.off"
  case screenWaitingAndDone = "screen.waitingAndDone"
  case screenNothingWaits = "screen.nothingWaits"
  case screenAskToBuyLine = "screen.askToBuyLine"
  case screenInterruptedLine = "screen.interruptedLine"
  case screenTransactionLine = "screen.transactionLine"
  case screenAppStore = "screen.appStore"
  case screenChargedAtConfirmation = "screen.chargedAtConfirmation"
  case screenChargedAfterTrial = "screen.chargedAfterTrial"
  case screenChargedAtRenewal = "screen.chargedAtRenewal"
  case screenRenewalTerms = "screen.renewalTerms"
  case screenHowToCancel = "screen.howToCancel"
  case screenConsentBeforeConversion = "screen.consentBeforeConversion"
  case screenConsentBeforePriceRise = "screen.consentBeforePriceRise"
  case screenAccountAndDevice = "screen.accountAndDevice"
  case screenOutcome = "screen.outcome"
  case screenConfirmKeys = "screen.confirmKeys"
  case screenReviewSummary = "screen.reviewSummary"
  case screenReviewSummaryCounts = "screen.reviewSummaryCounts"
  case screenNotApplicable = "screen.notApplicable"
  case screenSeverityReject = "screen.severityReject"
  case screenSeverityRisk = "screen.severityRisk"
  case screenSeverityInfo = "screen.severityInfo"
  case screenFail = "screen.fail"
  case screenPass = "screen.pass"
  case screenAccountSummary = "screen.accountSummary"
  case screenCoins = "screen.coins"
  case screenUnlocked = "screen.unlocked"
  case screenLocked = "screen.locked"
  case screenSubscriptions = "screen.subscriptions"
  case screenNoSubscriptions = "screen.noSubscriptions"
  case screenGraceUntil = "screen.graceUntil"
  case screenRetrying = "screen.retrying"
  case screenRenews = "screen.renews"
  case screenEnds = "screen.ends"
  case screenEnded = "screen.ended"
  case screenAutoRenew = "screen.autoRenew"

  // MARK: What each key does, in the help
  case keyPrevious = "key.previous"
  case keyNext = "key.next"
  case keyPreviousRule = "key.previousRule"

  // MARK: Short key labels in the footer
  case footerPreviousRule = "footer.previousRule"

  // MARK: What each key does, in the help
  case keyNextRule = "key.nextRule"
  case keyBuy = "key.buy"

  // MARK: Short key labels in the footer
  case footerBuy = "footer.buy"

  // MARK: What each key does, in the help
  case keyConfirmPurchase = "key.confirmPurchase"

  // MARK: Short key labels in the footer
  case footerConfirmPurchase = "footer.confirmPurchase"

  // MARK: What each key does, in the help
  case keyCycleOutcome = "key.cycleOutcome"

  // MARK: Short key labels in the footer
  case footerCycleOutcome = "footer.cycleOutcome"

  // MARK: What each key does, in the help
  case keyOpenTransaction = "key.openTransaction"

  // MARK: Short key labels in the footer
  case footerOpenTransaction = "footer.openTransaction"

  // MARK: What each key does, in the help
  case keyPick = "key.pick"

  // MARK: Short key labels in the footer
  case footerPick = "footer.pick"

  // MARK: What each key does, in the help
  case keyConfirmReinstall = "key.confirmReinstall"

  // MARK: Short key labels in the footer
  case footerConfirmReinstall = "footer.confirmReinstall"

  // MARK: What each key does, in the help
  case keyRestore = "key.restore"

  // MARK: Short key labels in the footer
  case footerRestore = "footer.restore"

  // MARK: What each key does, in the help
  case keyToggleTrial = "key.toggleTrial"
  case keyShowLink = "key.showLink"
  case keySpendCoins = "key.spendCoins"

  // MARK: Short key labels in the footer
  case footerSpendCoins = "footer.spendCoins"

  // MARK: What each key does, in the help
  case keyToggleAutoRenew = "key.toggleAutoRenew"

  // MARK: Short key labels in the footer
  case footerToggleAutoRenew = "footer.toggleAutoRenew"

  // MARK: What each key does, in the help
  case keyChangePlanOrKeep = "key.changePlanOrKeep"

  // MARK: Short key labels in the footer
  case footerChangePlanOrKeep = "footer.changePlanOrKeep"

  // MARK: What each key does, in the help
  case keyRefundSubscriptionAsks = "key.refundSubscriptionAsks"

  // MARK: Short key labels in the footer
  case footerRefundSubscriptionAsks = "footer.refundSubscriptionAsks"

  // MARK: What each key does, in the help
  case keyAdvanceToNextRenewal = "key.advanceToNextRenewal"

  // MARK: Short key labels in the footer
  case footerAdvanceToNextRenewal = "footer.advanceToNextRenewal"

  // MARK: What each key does, in the help
  case keyFasterClock = "key.fasterClock"

  // MARK: Short key labels in the footer
  case footerFasterClock = "footer.fasterClock"

  // MARK: What each key does, in the help
  case keySlowerClock = "key.slowerClock"
  case keyApprove = "key.approve"

  // MARK: Short key labels in the footer
  case footerApprove = "footer.approve"

  // MARK: What each key does, in the help
  case keyDecline = "key.decline"
  case keyResolveInterrupted = "key.resolveInterrupted"
  case keyToggleBillingIssue = "key.toggleBillingIssue"
  case keyToggleGracePeriod = "key.toggleGracePeriod"
  case keyRefundChosen = "key.refundChosen"

  // MARK: Short key labels in the footer
  case footerRefundChosen = "footer.refundChosen"

  // MARK: What each key does, in the help
  case keyToggleAskToBuy = "key.toggleAskToBuy"
  case keyToggleInterrupted = "key.toggleInterrupted"
  case keyConfirmRefund = "key.confirmRefund"

  // MARK: Short key labels in the footer
  case footerConfirmRefund = "footer.confirmRefund"

  // MARK: What each key does, in the help
  case keyDismissPaywall = "key.dismissPaywall"
  case keyOpenAccount = "key.openAccount"

  // MARK: Short key labels in the footer
  case footerOpenAccount = "footer.openAccount"

  // MARK: What each key does, in the help
  case keyOpenHistory = "key.openHistory"

  // MARK: Short key labels in the footer
  case footerOpenHistory = "footer.openHistory"

  // MARK: What each key does, in the help
  case keyOpenStoreControls = "key.openStoreControls"

  // MARK: Short key labels in the footer
  case footerOpenStoreControls = "footer.openStoreControls"

  // MARK: What each key does, in the help
  case keyToggleReview = "key.toggleReview"

  // MARK: Short key labels in the footer
  case footerToggleReview = "footer.toggleReview"

  // MARK: What each key does, in the help
  case keySwitchPaywall = "key.switchPaywall"
  case keyOpenLanguages = "key.openLanguages"
  case keyOpenStorefronts = "key.openStorefronts"
  case keyOpenDevices = "key.openDevices"
  case keyAskReinstall = "key.askReinstall"
  case keyHelp = "key.help"

  // MARK: Short key labels in the footer
  case footerHelp = "footer.help"

  // MARK: What each key does, in the help
  case keyBack = "key.back"

  // MARK: Short key labels in the footer
  case footerBack = "footer.back"

  // MARK: What each key does, in the help
  case keyKeep = "key.keep"

  // MARK: Short key labels in the footer
  case footerKeep = "footer.keep"

  // MARK: What each key does, in the help
  case keyQuit = "key.quit"

  // MARK: Short key labels in the footer
  case footerQuit = "footer.quit"

  // MARK: The plain-text fallback
  case plainFallback = "plain.fallback"
  case plainStdinNotTerminal = "plain.stdinNotTerminal"
  case plainStdoutNotTerminal = "plain.stdoutNotTerminal"
  case plainTermNotSet = "plain.termNotSet"
  case plainTermDumb = "plain.termDumb"
  case plainNoCursorAddressing = "plain.noCursorAddressing"
  case plainNoTerminfo = "plain.noTerminfo"

  // MARK: Command-line reports
  case cliFreeFor = "cli.freeFor"
  case cliPriceFor = "cli.priceFor"
  case cliNotSold = "cli.notSold"
  case cliStorefrontPlace = "cli.storefrontPlace"
  case cliAccountStorefront = "cli.accountStorefront"

  // MARK: Screens: titles, hints, lines
  case screenPlanChangeWaiting = "screen.planChangeWaiting"
  case screenPlanChangeWaitingOn = "screen.planChangeWaitingOn"
  case screenKeepPlan = "screen.keepPlan"

  // MARK: Results of store controls
  case controlKeptPlan = "control.keptPlan"

  // MARK: Screens: titles, hints, lines
  case screenOtherScreens = "screen.otherScreens"
  case screenMainExcept = "screen.mainExcept"
  case screenAskToBuyOn = "screen.askToBuyOn"
  case screenAskToBuyOff = "screen.askToBuyOff"
  case screenInterruptedOn = "screen.interruptedOn"
  case screenInterruptedOff = "screen.interruptedOff"

  // MARK: Results of store controls
  case controlAskToBuyOn = "control.askToBuyOn"
  case controlAskToBuyOff = "control.askToBuyOff"
  case controlInterruptedOn = "control.interruptedOn"
  case controlInterruptedOff = "control.interruptedOff"

  // MARK: Screens: titles, hints, lines
  case screenRefundedMark = "screen.refundedMark"

  // MARK: Banners: results of purchases, restores and controls
  case bannerAlreadyRefunded = "banner.alreadyRefunded"
  case bannerSubscriptionEnded = "banner.subscriptionEnded"
  case bannerNothingCharged = "banner.nothingCharged"

  // MARK: Screens: titles, hints, lines
  case screenRefundTitle = "screen.refundTitle"
  case screenReviewEvidence = "screen.reviewEvidence"
  case screenAccountSummaryShort = "screen.accountSummaryShort"
  case screenQuoted = "screen.quoted"
  case screenRefundQuestion = "screen.refundQuestion"
  case screenRefundConsequence = "screen.refundConsequence"
  case screenRefundKeys = "screen.refundKeys"

  // MARK: Banners: results of purchases, restores and controls
  case bannerStoreUnreadable = "banner.storeUnreadable"

  // MARK: Screens: titles, hints, lines
  case screenTrialSwitchKey = "screen.trialSwitchKey"

  // MARK: Screens: titles, hints, lines
  case screenOrderID = "screen.orderID"
  case screenRefundDecisionRule = "screen.refundDecisionRule"
  case screenRefundDecisionApprove = "screen.refundDecisionApprove"
  case screenRefundDecisionDecline = "screen.refundDecisionDecline"
  case screenAPIFaults = "screen.apiFaults"
  case screenAPIFaultSwitch = "screen.apiFaultSwitch"

  // MARK: API faults of storefront serve, on the store controls
  case faultUnreleased = "fault.unreleased"
  case faultUnknownTransaction = "fault.unknownTransaction"
  case faultRateLimit = "fault.rateLimit"
  case faultServerError = "fault.serverError"
  case faultSlow = "fault.slow"

  // MARK: Screens: titles, hints, lines
  case screenRefundRequestLine = "screen.refundRequestLine"
  case screenRefundRequestRefundedLine = "screen.refundRequestRefundedLine"
  case screenRefundRequestDeclinedLine = "screen.refundRequestDeclinedLine"
  case screenRefundRequestReversedLine = "screen.refundRequestReversedLine"
  case screenExtensionLine = "screen.extensionLine"
  case screenMassExtensionLine = "screen.massExtensionLine"

  // MARK: Banners: results of purchases, restores and controls
  case bannerRefundRequestWaits = "banner.refundRequestWaits"

  // MARK: Results of store controls
  case controlRefundRequested = "control.refundRequested"
  case controlRefundDecisionRule = "control.refundDecisionRule"
  case controlRefundDecisionApprove = "control.refundDecisionApprove"
  case controlRefundDecisionDecline = "control.refundDecisionDecline"
  case controlAPIFaultOn = "control.apiFaultOn"
  case controlAPIFaultOff = "control.apiFaultOff"

  // MARK: What each key does, in the help
  case keyCycleRefundDecision = "key.cycleRefundDecision"
  case keyToggleAPIFault = "key.toggleAPIFault"
  case keyCustomerRequestsRefund = "key.customerRequestsRefund"

  // MARK: Offer codes
  case screenRedeemTitle = "screen.redeemTitle"
  case screenRedeemPrompt = "screen.redeemPrompt"
  case screenRedeemKeys = "screen.redeemKeys"
  case routeRedeemCode = "route.redeemCode"
  case keyOpenRedeemCode = "key.openRedeemCode"
  case footerOpenRedeemCode = "footer.openRedeemCode"
  case keyRedeemCode = "key.redeemCode"
  case footerRedeemCode = "footer.redeemCode"
  case bannerCodeEmpty = "banner.codeEmpty"
  case bannerCodeSubscribed = "banner.codeSubscribed"
  case bannerCodeAtRenewal = "banner.codeAtRenewal"
  case bannerCodeRefused = "banner.codeRefused"
  case codeRefusedUnknownCode = "code.refusedUnknownCode"
  case codeRefusedExpired = "code.refusedExpired"
  case codeRefusedUsedUp = "code.refusedUsedUp"
  case codeRefusedAlreadyRedeemed = "code.refusedAlreadyRedeemed"
  case codeRefusedNotEligible = "code.refusedNotEligible"
  case codeRefusedWouldDowngrade = "code.refusedWouldDowngrade"
  case codeRefusedNotSold = "code.refusedNotSold"
  case screenEverywhereExcept = "screen.everywhereExcept"
  case paywallWinBackOffer = "paywall.winBackOffer"
  case screenSharedByFamily = "screen.sharedByFamily"
  case screenSharedPlan = "screen.sharedPlan"
  case paywallCommitmentOption = "paywall.commitmentOption"
  case sheetCommitmentTerms = "sheet.commitmentTerms"
  case sheetKeyMonthly = "sheet.keyMonthly"
  case keyToggleBillingPlan = "key.toggleBillingPlan"
  case screenCommitmentRenews = "screen.commitmentRenews"
  case screenCommitmentEnds = "screen.commitmentEnds"
}
