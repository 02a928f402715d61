/// The member states of the European Union by ISO 3166-1 alpha-3 code, the storefront ids of the
/// catalog: the storefronts where EU consumer law (and the Digital Markets Act terms) apply.
public enum EUMemberState: String, Sendable, CaseIterable {
  case AUT, BEL, BGR, HRV, CYP, CZE, DNK, EST, FIN, FRA, DEU, GRC, HUN, IRL, ITA, LVA, LTU, LUX, MLT, NLD, POL, PRT,
    ROU, SVK, SVN, ESP, SWE
}
