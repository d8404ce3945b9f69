// Deterministic automata for libphonenumber's number patterns.
//
// The metadata describes numbers with regular expressions over digits in a small subset of
// ICU's syntax: digits, `\d`, digit classes such as `[2-79]`, groups `(?:…)`, alternation,
// `?` and bounded repetition `{n}` / `{n,m}`. Such a pattern is a regular language over the
// ten digits, so it can be answered by a table walk, one step per digit, instead of ICU's
// matcher (a UnicodeString conversion, two resets and a backtracking run per question).
// Anything outside the subset is refused, and its caller keeps asking ICU.
#ifndef CPHONE_DIGIT_AUTOMATON_HPP
#define CPHONE_DIGIT_AUTOMATON_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cphone {

class DigitAutomaton {
 public:
  /// The automaton of `pattern`, or nullptr when the pattern uses syntax outside the subset
  /// (lookaround, anchors, lazy or possessive quantifiers, non-digit atoms, …) or would need
  /// more states than is sensible.
  static std::unique_ptr<DigitAutomaton> compile(const std::string &pattern);

  /// What ICU's `matches()` answers: whether the whole text is in the pattern's language.
  /// Every atom of the subset matches a digit only, so text with any other byte never is.
  bool full_match(const char *text, size_t length) const {
    int32_t state = 0;
    for (size_t i = 0; i < length; i++) {
      unsigned digit = static_cast<unsigned char>(text[i]) - '0';
      if (digit > 9) return false;
      state = next_[static_cast<size_t>(state)][digit];
      if (state < 0) return false;
    }
    return accepting_[static_cast<size_t>(state)] != 0;
  }

  /// What ICU's `lookingAt()` answers (not where its match ends): whether some prefix of the
  /// text, the empty one included, is in the language. A backtracking matcher anchored at
  /// the start succeeds exactly when one does.
  bool matches_prefix(const char *text, size_t length) const {
    int32_t state = 0;
    if (accepting_[0]) return true;
    for (size_t i = 0; i < length; i++) {
      unsigned digit = static_cast<unsigned char>(text[i]) - '0';
      if (digit > 9) return false;
      state = next_[static_cast<size_t>(state)][digit];
      if (state < 0) return false;
      if (accepting_[static_cast<size_t>(state)]) return true;
    }
    return false;
  }

  /// Where ICU's `lookingAt()` match ends, when the language is prefix-free (no member is a
  /// proper prefix of another, as with most dialling prefixes): then at most one prefix of
  /// the text is a member, and whichever order a backtracking matcher tries its branches in,
  /// that is the match. Returns 1 with `end` set when a prefix matches, 0 when none does,
  /// and -1 when the language is not prefix-free (ask ICU then).
  int unique_prefix(const char *text, size_t length, size_t *end) const {
    if (!prefix_free_) return -1;
    int32_t state = 0;
    for (size_t i = 0;; i++) {
      if (accepting_[static_cast<size_t>(state)]) {
        *end = i;
        return 1;
      }
      if (i == length) return 0;
      unsigned digit = static_cast<unsigned char>(text[i]) - '0';
      if (digit > 9) return 0;
      state = next_[static_cast<size_t>(state)][digit];
      if (state < 0) return 0;
    }
  }

  /// The state reached from the start by `text`, -1 when no member begins with it.
  int32_t state_after(const char *text, size_t length) const {
    int32_t state = 0;
    for (size_t i = 0; i < length && state >= 0; i++) {
      unsigned digit = static_cast<unsigned char>(text[i]) - '0';
      state = digit > 9 ? -1 : next_[static_cast<size_t>(state)][digit];
    }
    return state;
  }
  /// The state after `digit` (0–9) from `state`, -1 when none.
  int32_t transition(int32_t state, unsigned digit) const { return next_[static_cast<size_t>(state)][digit]; }
  /// Whether the text reaching `state` is a member.
  bool accepting(int32_t state) const { return accepting_[static_cast<size_t>(state)] != 0; }

  /// The shortest digit string reaching each state (state 0's is empty): a way to list
  /// members and near-members of the language when testing.
  std::vector<std::string> state_witnesses() const;

 private:
  /// Transitions by digit; -1 where no member of the language continues.
  std::vector<std::array<int32_t, 10>> next_;
  std::vector<uint8_t> accepting_;
  /// No accepting state has a way on. (Every state can reach an accepting one, so this is
  /// exactly "no member is a proper prefix of another".)
  bool prefix_free_ = false;
};

}  // namespace cphone

#endif
