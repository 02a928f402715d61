extension PaywallUIText {
  /// English, and the fallback for languages without a table.
  public static let english = PaywallUIText(
    language: .init("en"), keys: "Keys", restore: "Restore", selected: "Selected", quit: "Quit",
    bestValue: "Best value", currentPlan: "Current plan", upgrade: "Upgrade", downgrade: "Downgrade",
    crossgrade: "Crossgrade", trialOn: "Free trial enabled", trialOff: "Free trial disabled",
    trialForfeit: "Any unused part of a free trial ends when you subscribe.",
    nothingToRestore: "No purchases to restore", restoreFailed: "Restore failed. Press R to try again.",
    paymentsDisabled: "Purchases are not allowed on this account, so nothing can be bought here.",
    perUnit: [.day: "/day", .week: "/week", .month: "/month", .year: "/year"],
    coins: [.one: "%1 coin", .other: "%1 coins"], listSeparator: ", ",
    tooSmallTemplate: "Make the terminal at least %1×%2", restoredTemplate: "Restored: %1", saveTemplate: "Save %1",
    everyTemplate: "every %1", accessTemplate: "%1 of access", freeTrialTemplate: "%1 free, then %2",
    introTemplate: "%1 for %2, then %3")

  /// German (informal "du", as the catalog's copy).
  public static let german = PaywallUIText(
    language: .init("de"), keys: "Tasten", restore: "Wiederherstellen", selected: "Ausgewählt", quit: "Beenden",
    bestValue: "Bestes Angebot", currentPlan: "Aktuelles Abo", upgrade: "Upgrade", downgrade: "Downgrade",
    crossgrade: "Wechsel", trialOn: "Gratis-Testphase an", trialOff: "Gratis-Testphase aus",
    trialForfeit: "Ein ungenutzter Rest des Gratiszeitraums verfällt mit dem Abschluss des Abos.",
    nothingToRestore: "Keine Käufe zum Wiederherstellen",
    restoreFailed: "Wiederherstellen fehlgeschlagen. Drücke R, um es erneut zu versuchen.",
    paymentsDisabled: "Käufe sind für diesen Account nicht erlaubt, daher kannst du hier nichts kaufen.",
    perUnit: [.day: "/Tag", .week: "/Woche", .month: "/Monat", .year: "/Jahr"],
    coins: [.one: "%1 Münze", .other: "%1 Münzen"], listSeparator: ", ",
    tooSmallTemplate: "Vergrößere das Terminal auf mindestens %1×%2", restoredTemplate: "Wiederhergestellt: %1",
    saveTemplate: "Spare %1", everyTemplate: "alle %1", accessTemplate: "%1 Zugang",
    freeTrialTemplate: "%1 gratis, dann %2", introTemplate: "%1 für %2, dann %3")

  /// French.
  public static let french = PaywallUIText(
    language: .init("fr"), keys: "Touches", restore: "Restaurer", selected: "Sélectionné", quit: "Quitter",
    bestValue: "Meilleure offre", currentPlan: "Abonnement actuel", upgrade: "Niveau supérieur",
    downgrade: "Niveau inférieur", crossgrade: "Même niveau", trialOn: "Essai gratuit activé",
    trialOff: "Essai gratuit désactivé",
    trialForfeit: "Toute partie non utilisée d’un essai gratuit prend fin lors de l’abonnement.",
    nothingToRestore: "Aucun achat à restaurer",
    restoreFailed: "La restauration a échoué. Appuyez sur R pour réessayer.",
    paymentsDisabled: "Les achats ne sont pas autorisés sur ce compte : rien ne peut être acheté ici.",
    perUnit: [.day: "/jour", .week: "/semaine", .month: "/mois", .year: "/an"],
    coins: [.one: "%1 pièce", .other: "%1 pièces"], listSeparator: ", ",
    tooSmallTemplate: "Agrandissez le terminal à au moins %1×%2", restoredTemplate: "Restauré\u{00A0}: %1",
    saveTemplate: "Économisez %1", everyTemplate: "tous les %1", accessTemplate: "%1 d’accès",
    freeTrialTemplate: "Essai gratuit de %1, puis %2", introTemplate: "%1 pendant %2, puis %3")

  /// Brazilian Portuguese.
  public static let portuguese = PaywallUIText(
    language: .init("pt-BR"), keys: "Teclas", restore: "Restaurar", selected: "Selecionado", quit: "Sair",
    bestValue: "Melhor oferta", currentPlan: "Plano atual", upgrade: "Upgrade", downgrade: "Downgrade",
    crossgrade: "Troca de plano", trialOn: "Teste grátis ativado", trialOff: "Teste grátis desativado",
    trialForfeit: "Qualquer parte não usada do teste gratuito termina quando você assina.",
    nothingToRestore: "Nenhuma compra para restaurar",
    restoreFailed: "Não foi possível restaurar. Pressione R para tentar de novo.",
    paymentsDisabled: "Compras não são permitidas nesta conta, então nada pode ser comprado aqui.",
    perUnit: [.day: "/dia", .week: "/semana", .month: "/mês", .year: "/ano"],
    coins: [.one: "%1 moeda", .other: "%1 moedas"], listSeparator: ", ",
    tooSmallTemplate: "Aumente o terminal para pelo menos %1×%2", restoredTemplate: "Restaurado: %1",
    saveTemplate: "Economize %1", everyTemplate: "a cada %1", accessTemplate: "%1 de acesso",
    freeTrialTemplate: "%1 grátis, depois %2", introTemplate: "%1 por %2, depois %3")

  /// Turkish (nouns after a number stay singular: "10 jeton").
  public static let turkish = PaywallUIText(
    language: .init("tr"), keys: "Tuşlar", restore: "Geri Yükle", selected: "Seçili", quit: "Çıkış",
    bestValue: "En avantajlı", currentPlan: "Mevcut plan", upgrade: "Yükseltme", downgrade: "Düşürme",
    crossgrade: "Plan değişikliği", trialOn: "Ücretsiz deneme açık", trialOff: "Ücretsiz deneme kapalı",
    trialForfeit: "Abone olduğunuzda ücretsiz denemenin kullanılmayan kısmı sona erer.",
    nothingToRestore: "Geri yüklenecek satın alım yok",
    restoreFailed: "Geri yükleme başarısız oldu. Tekrar denemek için R tuşuna basın.",
    paymentsDisabled: "Bu hesapta satın alma işlemlerine izin verilmiyor, bu yüzden burada bir şey satın alınamaz.",
    perUnit: [.day: "/gün", .week: "/hafta", .month: "/ay", .year: "/yıl"],
    coins: [.other: "%1 jeton"], listSeparator: ", ",
    tooSmallTemplate: "Terminali en az %1×%2 boyutuna getirin", restoredTemplate: "Geri yüklendi: %1",
    saveTemplate: "%1 tasarruf", everyTemplate: "her %1", accessTemplate: "%1 erişim",
    freeTrialTemplate: "%1 ücretsiz, ardından %2", introTemplate: "%2 boyunca %1, ardından %3")
}
