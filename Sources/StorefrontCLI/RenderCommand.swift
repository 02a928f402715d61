import Catalog
import FoundationEssentials
import FoundationInternationalization
import Paywall
import TerminalUI
import ScreenGeometry

/// `storefront render [--paywall NAME] [--storefront ID] [--locale ID] [--size COLSxROWS] [--keys K,K]
/// [--customer KIND] [--styles] [--bidi visual|terminal] [--format text|svg|html] [--highlight]`: one
/// paywall frame, headless, as text, an SVG image or an HTML page.
enum RenderCommand {
  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return StorefrontCommand.usageFailure("render takes no arguments") }
    DisplayWidth.ensureUTF8Locale()
    guard case .success(let catalog) = StorefrontCommand.loadCatalog(at: StorefrontCommand.catalogPath(parsed)) else {
      return CatalogLoadError.exitCode
    }
    let options: RenderRequest
    do {
      options = try RenderRequest(parsed, catalog: catalog)
    } catch {
      return StorefrontCommand.usageFailure(error.message)
    }
    let model: PaywallModel
    do {
      model = try PaywallModel.make(
        catalog: catalog, paywallID: options.paywall, storefrontID: options.storefront.id,
        language: options.language, customer: options.customer.context(forPaywall: options.paywall, in: catalog))
    } catch {
      StorefrontCommand.printError("storefront: \(error)")
      return ExitCode.dataError
    }
    var state = PaywallViewState(model: model)
    for key in options.keys { state.apply(key, model: model) }
    let frame = PaywallScreen.render(model, state: state, size: options.size, bidi: options.bidi)
    if options.highlight && frame.isTooSmall {
      StorefrontCommand.printError(
        "storefront: note: \(options.size) is below the app's minimum \(PaywallScreen.minimumSize), where it draws no "
          + "paywall; no rule is checked, nothing is outlined")
    }
    let report = options.highlight && !frame.isTooSmall ? FrameRules.check(frame.snapshot) : nil
    switch options.format {
    case .text:
      print(frame.grid.text)
      if parsed.flag("styles") {
        print("")
        print(frame.grid.styleMask)
      }
    case .svg:
      let highlights = report.map(FrameHighlight.failures(of:)) ?? []
      print(SVGFrameWriter().document(frame.grid, highlights: highlights, title: options.title), terminator: "")
    case .html:
      print(FramePage.html(frame.grid, title: options.title, report: report), terminator: "")
    }
    return ExitCode.ok
  }

}

/// What `render` was asked to draw.
struct RenderRequest {
  var paywall: String
  var storefront: StorefrontInfo
  var language: LanguageTag
  var size: ScreenSize
  var customer: LintCustomer
  var keys: [PaywallKey]
  /// Visual or logical order for right-to-left text.
  var bidi: BidiMode
  /// Text, SVG or HTML.
  var format: RenderFormat
  /// Whether the regions of failing rules are outlined (SVG and HTML).
  var highlight: Bool

  /// What the frame shows, for the title of an SVG or HTML page: "Paywall default, storefront USA, language en,
  /// 80x24, customer new".
  var title: String {
    "Paywall \(paywall), storefront \(storefront.id), language \(language), \(size), customer \(customer)"
  }

  /// Reads the options of `render` (and `STOREFRONT_BIDI` from `environment`), or throws the first wrong one.
  init(
    _ parsed: ParsedArguments, catalog: Catalog, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(UsageError) {
    paywall = try PaywallOptions.paywall(parsed, in: catalog).get() ?? catalog.defaultPaywallID
    storefront = try StorefrontCommand.storefront(parsed, in: catalog).get()
    language = try StorefrontCommand.language(parsed, in: catalog).get()
    let sizes = try PaywallOptions.sizes(parsed).get() ?? [ScreenSize(columns: 80, rows: 24)]
    guard sizes.count == 1 else { throw UsageError("render draws one frame: give one --size, e.g. 80x24") }
    size = sizes[0]
    let customers = try PaywallOptions.customers(parsed).get() ?? [.new]
    guard customers.count == 1 else { throw UsageError("render draws one frame: give one --customer") }
    customer = customers[0]
    bidi = try PaywallOptions.bidi(parsed, environment: environment).get()
    format = try RenderFormat.parse(parsed)
    highlight = parsed.flag("highlight")
    if highlight && format == .text {
      throw UsageError("--highlight outlines regions of an image: add --format svg or --format html")
    }
    if parsed.flag("styles") && format != .text {
      throw UsageError("--styles is for --format text; an SVG or HTML frame shows the styles themselves")
    }
    keys = []
    for token in (parsed.options["keys"] ?? "").split(whereSeparator: { $0 == "," || $0 == " " }) {
      guard let key = PaywallKey(token: String(token)) else {
        throw UsageError(
          "--keys: \"\(token)\" is not a paywall key; use up, down, space, t, p, 1-9, wait or wait=SECONDS")
      }
      keys.append(key)
    }
  }
}
