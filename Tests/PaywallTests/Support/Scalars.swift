/// The Unicode scalars of `text`, so invisible NBSP, NNBSP and RLM differences fail a comparison.
func scalars(_ text: String?) -> [Unicode.Scalar] { text.map { Array($0.unicodeScalars) } ?? [] }
