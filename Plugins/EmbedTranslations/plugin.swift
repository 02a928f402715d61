import Foundation
import PackagePlugin

/// Embeds the target's gettext catalogs (`po/*.po`, `po/*.pot`) into the module as Swift source.
///
/// The catalogs stay the one place translators edit; the binary carries them, so it needs no
/// resource bundle beside it and reads no file at start.
@main
struct EmbedTranslations: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let catalogs = target.directoryURL.appending(path: "po")
    let names = try FileManager.default.contentsOfDirectory(atPath: catalogs.path())
      .filter { $0.hasSuffix(".po") || $0.hasSuffix(".pot") }
      .sorted()
    let inputs = names.map { catalogs.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalogs.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(names.count) translation catalogs",
        executable: try context.tool(named: "embed-translations").url,
        arguments: [output.path()] + inputs.map { $0.path() },
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
