// swift-tools-version: 6.1
import PackageDescription

/// Storefront: a terminal storefront and paywall over a simulated App Store.
///
/// Layers and modules follow ../shared/DESIGN.md; a module is added when it has real code.
let strictSettings: [SwiftSetting] = [
  .unsafeFlags(["-warnings-as-errors"])
]

let package = Package(
  name: "Storefront",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "storefront", targets: ["storefront"]),
    .executable(name: "storefront-bench", targets: ["storefront-bench"]),
    .executable(name: "storefront-serve", targets: ["storefront-serve"]),
    .library(name: "Catalog", targets: ["Catalog"]),
    .library(name: "JWS", targets: ["JWS"]),
  ],
  targets: [
    // System libraries (Debian: libsqlite3-dev, libssl-dev, libncurses-dev, libfribidi-dev, libcurl4-openssl-dev).
    // No pkg-config for the ones the app links: its `-L` of the system directory would come before
    // linker/static on the search path, and the release app would link the shared libraries.
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CCrypto", providers: [.apt(["libssl-dev"])]),
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
    // libcurl's headers only (Debian: libcurl4-openssl-dev): the library itself is loaded with
    // dlopen on the first webhook delivery, so the interactive app never loads it at start.
    .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    .systemLibrary(name: "CMalloc"),
    .systemLibrary(name: "CFriBidi", providers: [.apt(["libfribidi-dev"])]),
    // GNU libmicrohttpd, linked only into storefront-serve (the interactive app never loads it).
    .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

    // The gettext format: the .po parser and plural rules, and the compiled form the build embeds.
    .target(
      name: "Gettext",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "embed-translations",
      dependencies: ["Gettext"],
      path: "Sources/EmbedTranslations",
      swiftSettings: strictSettings
    ),
    .plugin(
      name: "EmbedTranslations",
      capability: .buildTool(),
      dependencies: ["embed-translations"]
    ),
    // The app's own words: gettext catalogs in Sources/Localization/po, embedded at build time.
    .target(
      name: "Localization",
      dependencies: ["Gettext"],
      exclude: ["po"],
      swiftSettings: strictSettings,
      plugins: ["EmbedTranslations"]
    ),
    // The one strict JSON reader (positions, key paths, duplicate keys) and writer: the catalog's
    // and the JWS headers' and payloads'.
    .target(
      name: "StrictJSON",
      swiftSettings: strictSettings
    ),
    .target(
      name: "Catalog",
      dependencies: ["StrictJSON"],
      swiftSettings: strictSettings,
      linkerSettings: [.linkedLibrary("_FoundationICU")]
    ),
    .target(
      name: "SQLite",
      dependencies: ["CSQLite"],
      swiftSettings: strictSettings
    ),
    // The system's words for a failed file operation, for one-line messages.
    .target(
      name: "SystemErrors",
      swiftSettings: strictSettings
    ),
    .target(
      name: "JWS",
      dependencies: ["CCrypto", "SystemErrors", "StrictJSON"],
      swiftSettings: strictSettings
    ),
    // The wire between the app and the store, and the simulator's controls: plain value types.
    .target(
      name: "StoreWire",
      dependencies: ["Catalog"],
      swiftSettings: strictSettings
    ),
    // libcurl, loaded on first use (dlopen): the webhooks' and the remote wire's transfers.
    .target(
      name: "Curl",
      dependencies: ["CCurl"],
      swiftSettings: strictSettings
    ),
    // The wire to a store served over HTTP (`--store http://HOST:PORT`).
    .target(
      name: "StoreWireHTTP",
      dependencies: ["StoreWire", "Curl", "CCurl"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "AppStoreSimulator",
      dependencies: ["Catalog", "SQLite", "JWS", "StoreWire", "Curl", "CCurl"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Storefront",
      dependencies: ["Catalog", "SQLite", "JWS", "StoreWire"],
      swiftSettings: strictSettings,
      linkerSettings: [.linkedLibrary("_FoundationICU")]
    ),
    // A terminal size, shared by the paywall's rules, the screens and the terminal backend.
    .target(
      name: "ScreenGeometry",
      swiftSettings: strictSettings
    ),
    .target(
      name: "Paywall",
      dependencies: ["Catalog", "Storefront", "Localization", "ScreenGeometry"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "TerminalUI",
      dependencies: ["Paywall", "Storefront", "StoreWire", "Localization", "ScreenGeometry", "CFriBidi"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "NcursesTerminal",
      dependencies: ["TerminalUI", "ScreenGeometry", "CNcursesw"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "StorefrontApp",
      dependencies: ["StoreWire", "Catalog", "Storefront", "Paywall", "TerminalUI", "JWS", "StrictJSON"],
      swiftSettings: strictSettings
    ),
    // The command line: commands, argument parsing and reports, in a module tests import.
    .target(
      name: "StorefrontCLI",
      dependencies: [
        "Catalog", "AppStoreSimulator", "StoreWire", "Storefront", "Paywall", "TerminalUI", "NcursesTerminal",
        "StorefrontApp", "Localization", "ScreenGeometry",
        "JWS", "SystemErrors",
        "CSQLite", "StrictJSON", "StoreWireHTTP",
        "CCrypto", "CNcursesw",
      ],
      swiftSettings: strictSettings
    ),
    // `main` and wiring only.
    .executableTarget(
      name: "storefront",
      dependencies: ["StorefrontCLI", "CMalloc"],
      exclude: ["startup-functions.order"],
      swiftSettings: strictSettings,
      // Release builds are position-dependent: with no relative relocations to apply, the program
      // starts sooner and keeps fewer pages (its 1.8 MB relocation table and the pages it patches).
      linkerSettings: [
        .unsafeFlags(
          [
            "-Xclang-linker", "-no-pie",
            // libcrypto, SQLite, ncurses and FriBidi from their static archives: linker/static/README.md.
            "-L", "\(Context.packageDirectory)/linker/static",
            // The functions a start-up and the newcomer journey run, laid out together (gold's
            // section order), so the app touches fewer pages of its binary: scripts/startup-order.sh.
            "-Xlinker",
            "--section-ordering-file=\(Context.packageDirectory)/Sources/storefront/startup-functions.order",
          ], .when(configuration: .release))
      ]
    ),
    .target(
      name: "StoreServer",
      dependencies: ["Catalog", "AppStoreSimulator", "JWS", "CMicroHTTPD", "StoreWire"],
      swiftSettings: strictSettings
    ),
    // `storefront serve` runs this program from its own directory.
    .executableTarget(
      name: "storefront-serve",
      dependencies: ["StoreServer"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "storefront-bench",
      dependencies: [
        "Catalog", "AppStoreSimulator", "StoreWire", "Storefront", "Paywall", "TerminalUI", "ScreenGeometry", "JWS",
        "SQLite", "CCrypto", "StrictJSON", "StoreServer", "StoreWireHTTP",
      ],
      swiftSettings: strictSettings
    ),

    .testTarget(
      name: "StrictJSONTests",
      dependencies: ["StrictJSON"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CatalogTests",
      dependencies: ["Catalog", "StrictJSON"],
      resources: [.copy("Fixtures")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LocalizationTests",
      dependencies: ["Localization", "Gettext"],
      swiftSettings: strictSettings,
      linkerSettings: [.linkedLibrary("_FoundationICU")]
    ),
    .testTarget(
      name: "SQLiteTests",
      dependencies: ["SQLite"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "jws-store-probe",
      dependencies: ["JWS"],
      path: "Tests/JWSStoreProbe",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "JWSTests",
      dependencies: ["JWS", "jws-store-probe"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "store-probe",
      dependencies: ["AppStoreSimulator", "Catalog"],
      path: "Tests/StoreProbe",
      swiftSettings: strictSettings
    ),
    .target(
      name: "HTTPTestServer",
      path: "Tests/HTTPTestServer",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "AppStoreSimulatorTests",
      dependencies: ["StoreWire", "AppStoreSimulator", "SQLite", "store-probe", "HTTPTestServer"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "device-probe",
      dependencies: ["StoreWire", "AppStoreSimulator", "Catalog", "Storefront"],
      path: "Tests/DeviceProbe",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StoreWireTests",
      dependencies: ["StoreWire", "Catalog"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StorefrontTests",
      dependencies: ["StoreWire", "Storefront", "AppStoreSimulator", "Catalog", "JWS", "SQLite", "device-probe"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PaywallTests",
      dependencies: ["Paywall", "Storefront", "Catalog", "ScreenGeometry"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "Paywall", "Catalog", "ScreenGeometry", "StoreWire", "Localization"],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "NcursesTerminalTests",
      dependencies: ["NcursesTerminal", "TerminalUI", "ScreenGeometry"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["storefront", "storefront-serve"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StoreServerTests",
      dependencies: ["StoreServer", "AppStoreSimulator", "Catalog", "JWS", "StoreWire", "StoreWireHTTP"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StorefrontAppTests",
      dependencies: [
        "StoreWire",
        "StorefrontApp", "TerminalUI", "Paywall", "Storefront", "AppStoreSimulator", "Catalog", "ScreenGeometry",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StorefrontCLITests",
      dependencies: [
        "storefront", "StorefrontCLI", "HTTPTestServer", "SQLite", "JWS", "AppStoreSimulator", "StoreWire", "Catalog",
        "Paywall",
        "TerminalUI", "ScreenGeometry",
      ],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
