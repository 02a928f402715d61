#include <fribidi/fribidi.h>

/* The paragraph directions and flags are macros built from other macros, which Swift does not import:
   these accessors reach them from Swift. */
static inline FriBidiParType storefront_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType storefront_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiFlags storefront_fribidi_reorder_flags(void) { return FRIBIDI_FLAG_REORDER_NSM; }
/* Whether a bidi type is strong (L, R, AL) or a number (EN, AN): text with none of them is a drawing. */
static inline int storefront_fribidi_is_letter_or_number(FriBidiCharType type) {
  return FRIBIDI_IS_STRONG(type) || FRIBIDI_IS_NUMBER(type);
}
/* Whether a bidi type can move text in a left-to-right paragraph: R, AL, AN, RLE, RLO, RLI. */
static inline int storefront_fribidi_moves_in_left_to_right(FriBidiCharType type) {
  return FRIBIDI_IS_RTL(type) || FRIBIDI_IS_ARABIC(type);
}
/* What a bidi type is in a number: 1 a European digit (EN), 2 a terminator such as a currency sign (ET),
   3 a separator (CS, ES), 0 anything else. */
static inline int storefront_fribidi_number_part(FriBidiCharType type) {
  if (type == FRIBIDI_TYPE_EN) return 1;
  if (type == FRIBIDI_TYPE_ET) return 2;
  if (type == FRIBIDI_TYPE_CS || type == FRIBIDI_TYPE_ES) return 3;
  return 0;
}
/* Whether a bidi type is a European separator (ES: "-", "+"), as in a date "2027-01-13". */
static inline int storefront_fribidi_is_european_separator(FriBidiCharType type) {
  return type == FRIBIDI_TYPE_ES;
}
