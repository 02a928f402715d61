/// Words that qualify a price as excluding tax ("excl. VAT", "zzgl. MwSt.", "HT", "税抜"), in the
/// catalog's languages and Korean (KR-01, EU-01).
enum TaxWording {
  /// The qualifiers, lowercase; `true` means a whole word only.
  static let exclusions = WordList([
    ("excl. vat", false), ("excl. tax", false), ("excl vat", false), ("excluding vat", false),
    ("excluding tax", false), ("ex. vat", false), ("ex vat", true), ("+ vat", false), ("+vat", false),
    ("plus vat", false), ("+ tax", false), ("+tax", false), ("plus tax", false), ("before tax", false),
    ("pre-tax", false), ("zzgl. mwst", false), ("zzgl. ust", false), ("zuzüglich mwst", false),
    ("zuzüglich mehrwertsteuer", false), ("exkl. mwst", false), ("ohne mwst", false), ("+ mwst", false),
    ("+mwst", false), ("netto", true), ("ht", true), ("hors taxe", false), ("hors tva", false), ("+ tva", false),
    ("+tva", false), ("税抜", false), ("税別", false), ("+税", false), ("＋税", false), ("부가세 별도", false),
    ("부가세 제외", false), ("vat 별도", false), ("kdv hariç", false), ("+ kdv", false), ("+kdv", false),
    ("sem impostos", false), ("+ impostos", false), ("sem iva", false), ("sin iva", false), ("iva esclusa", false),
    ("غير شامل الضريبة", false), ("بدون ضريبة", false), ("कर अतिरिक्त", false), ("कर के बिना", false),
  ])

  /// The texts drawn on the screen of `context` (elements and words outside any element, links left
  /// out) that qualify a price as excluding tax.
  static func exclusions(in context: RuleContext) -> [ElementSnapshot] {
    (context.snapshot.elements.filter { $0.role != .link } + context.uncoveredRows).filter {
      context.isShown($0) && exclusions.isFound(in: $0.text)
    }
  }
}
