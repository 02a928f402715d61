extension PaywallUIText {
  /// Arabic (right to left; numbers in the text come formatted with Arabic-Indic digits).
  public static let arabic = PaywallUIText(
    language: .init("ar"), keys: "المفاتيح", restore: "استعادة", selected: "محدد", quit: "خروج",
    bestValue: "أفضل قيمة", currentPlan: "خطتك الحالية", upgrade: "ترقية", downgrade: "تخفيض",
    crossgrade: "تبديل الخطة", trialOn: "التجربة المجانية مفعّلة", trialOff: "التجربة المجانية متوقفة",
    trialForfeit: "ينتهي أي جزء غير مستخدم من الفترة التجريبية المجانية عند الاشتراك.",
    nothingToRestore: "لا توجد مشتريات لاستعادتها", restoreFailed: "تعذّرت الاستعادة. اضغط R لإعادة المحاولة.",
    paymentsDisabled: "عمليات الشراء غير مسموح بها في هذا الحساب، لذا لا يمكن شراء أي شيء هنا.",
    perUnit: [.day: "/يوم", .week: "/أسبوع", .month: "/شهر", .year: "/سنة"],
    coins: [
      .zero: "%1 عملة", .one: "عملة واحدة", .two: "عملتان", .few: "%1 عملات", .many: "%1 عملة", .other: "%1 عملة",
    ],
    listSeparator: "، ", tooSmallTemplate: "كبّر نافذة الطرفية إلى %1×%2 على الأقل",
    restoredTemplate: "تمت الاستعادة: %1", saveTemplate: "وفّر %1", everyTemplate: "كل %1",
    accessTemplate: "وصول لمدة %1", freeTrialTemplate: "%1 مجانًا، ثم %2", introTemplate: "%1 لمدة %2، ثم %3")

  /// Hindi.
  public static let hindi = PaywallUIText(
    language: .init("hi"), keys: "कुंजियाँ", restore: "बहाल करें", selected: "चयनित", quit: "बाहर निकलें",
    bestValue: "सबसे किफ़ायती", currentPlan: "मौजूदा प्लान", upgrade: "अपग्रेड", downgrade: "डाउनग्रेड",
    crossgrade: "प्लान बदलें", trialOn: "मुफ़्त ट्रायल चालू", trialOff: "मुफ़्त ट्रायल बंद",
    trialForfeit: "सदस्यता लेने पर मुफ़्त ट्रायल का बचा हुआ हिस्सा समाप्त हो जाता है।",
    nothingToRestore: "बहाल करने के लिए कोई खरीदारी नहीं मिली",
    restoreFailed: "खरीदारी बहाल नहीं हो सकी। फिर से कोशिश करने के लिए R दबाएँ।",
    paymentsDisabled: "इस खाते पर खरीदारी की अनुमति नहीं है, इसलिए यहाँ कुछ भी खरीदा नहीं जा सकता।",
    perUnit: [.day: "/दिन", .week: "/सप्ताह", .month: "/माह", .year: "/वर्ष"],
    coins: [.one: "%1 सिक्का", .other: "%1 सिक्के"], listSeparator: ", ",
    tooSmallTemplate: "टर्मिनल को कम से कम %1×%2 का करें", restoredTemplate: "बहाल की गई खरीदारी: %1",
    saveTemplate: "%1 की बचत", everyTemplate: "हर %1", accessTemplate: "%1 की पहुँच",
    freeTrialTemplate: "%1 मुफ़्त, फिर %2", introTemplate: "%2 तक %1, फिर %3")

  /// Japanese.
  public static let japanese = PaywallUIText(
    language: .init("ja"), keys: "キー", restore: "復元", selected: "選択中", quit: "終了",
    bestValue: "いちばんお得", currentPlan: "現在のプラン", upgrade: "アップグレード", downgrade: "ダウングレード",
    crossgrade: "プラン変更", trialOn: "無料トライアル：オン", trialOff: "無料トライアル：オフ",
    trialForfeit: "無料トライアルの未使用期間は、登録時に終了します。",
    nothingToRestore: "復元できる購入はありません", restoreFailed: "復元できませんでした。Rキーでもう一度お試しください。",
    paymentsDisabled: "このアカウントでは購入が許可されていないため、ここでは購入できません。",
    perUnit: [.day: "/日", .week: "/週", .month: "/月", .year: "/年"],
    coins: [.other: "コイン%1枚"], listSeparator: "、",
    tooSmallTemplate: "端末のサイズを%1×%2以上にしてください", restoredTemplate: "復元しました：%1",
    saveTemplate: "%1お得", everyTemplate: "%1ごと", accessTemplate: "%1利用可能",
    freeTrialTemplate: "%1無料、その後%2", introTemplate: "%2は%1、その後%3")
}
