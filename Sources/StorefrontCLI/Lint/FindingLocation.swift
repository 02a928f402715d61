import StrictJSON
import Catalog

/// Where in the catalog a lint finding points: the element it concerns and, when the catalog was
/// read from a file, that element's key path and line and column there.
struct FindingLocation: Equatable {
  /// The catalog element (by ids, stable across reformatting).
  var element: CatalogElement
  /// Its key path in the file, e.g. `paywalls[1].localizations.de.subtitle`; nil without a source.
  var path: JSONPath?
  /// Its line and column in the file; nil without a source (never a made-up line).
  var position: SourcePosition?
}
