#include "digit_automaton.hpp"

#include <algorithm>
#include <deque>
#include <map>

namespace cphone {

namespace {

/// Limits beyond which a pattern is left to ICU: repetition counts (the metadata's largest
/// is 17, the longest possible number) and automaton sizes.
constexpr int kMaxRepeat = 32;
constexpr size_t kMaxNfaStates = 200000;
constexpr size_t kMaxDfaStates = 50000;
constexpr uint16_t kAllDigits = 0x3FF;

/// A parsed pattern: a tree of digit sets, sequences, alternatives and repetitions.
struct Node {
  enum Kind { kSet, kSequence, kAlternatives, kRepeat } kind;
  uint16_t digits = 0;          // kSet: bit d for digit d
  std::vector<int> children;    // kSequence, kAlternatives; kRepeat: the one repeated
  int minimum = 0, maximum = 0; // kRepeat; maximum -1 for no bound
};

/// Recursive descent over the subset; `failed` is set on anything outside it.
class Parser {
 public:
  explicit Parser(const std::string &text) : text_(text) {}

  /// The root node, or -1 when the pattern is outside the subset.
  int parse(std::vector<Node> *nodes) {
    nodes_ = nodes;
    int root = alternatives();
    if (failed_ || position_ != text_.size()) return -1;
    return root;
  }

 private:
  const std::string &text_;
  size_t position_ = 0;
  bool failed_ = false;
  std::vector<Node> *nodes_ = nullptr;

  bool at_end() const { return position_ >= text_.size(); }
  char peek() const { return at_end() ? '\0' : text_[position_]; }

  int add(Node node) {
    nodes_->push_back(std::move(node));
    return static_cast<int>(nodes_->size() - 1);
  }

  int fail() {
    failed_ = true;
    return -1;
  }

  int alternatives() {
    Node node{Node::kAlternatives};
    node.children.push_back(sequence());
    while (!failed_ && peek() == '|') {
      position_++;
      node.children.push_back(sequence());
    }
    if (failed_) return -1;
    return node.children.size() == 1 ? node.children.front() : add(std::move(node));
  }

  int sequence() {
    Node node{Node::kSequence};
    while (!failed_ && !at_end() && peek() != '|' && peek() != ')') {
      int item = atom();
      if (failed_) return -1;
      item = quantified(item);
      if (failed_) return -1;
      node.children.push_back(item);
    }
    return add(std::move(node));
  }

  int atom() {
    char c = peek();
    if (c >= '0' && c <= '9') {
      position_++;
      return add(set(static_cast<uint16_t>(1u << (c - '0'))));
    }
    if (c == '\\') {
      position_++;
      if (peek() != 'd') return fail();
      position_++;
      return add(set(kAllDigits));
    }
    if (c == '[') return digit_class();
    if (c == '(') {
      position_++;
      // A non-capturing group; a capturing one matches the same text.
      if (peek() == '?') {
        if (position_ + 1 >= text_.size() || text_[position_ + 1] != ':') return fail();
        position_ += 2;
      }
      int inner = alternatives();
      if (failed_ || peek() != ')') return fail();
      position_++;
      return inner;
    }
    return fail();
  }

  static Node set(uint16_t digits) {
    Node node{Node::kSet};
    node.digits = digits;
    return node;
  }

  int digit_class() {
    position_++;  // [
    uint16_t digits = 0;
    if (peek() == '^') return fail();
    while (!at_end() && peek() != ']') {
      char c = peek();
      if (c == '\\') {
        if (position_ + 1 >= text_.size() || text_[position_ + 1] != 'd') return fail();
        position_ += 2;
        digits = kAllDigits;
        continue;
      }
      if (c < '0' || c > '9') return fail();
      position_++;
      char last = c;
      if (peek() == '-' && position_ + 1 < text_.size() && text_[position_ + 1] != ']') {
        last = text_[position_ + 1];
        if (last < c || last > '9') return fail();
        position_ += 2;
      }
      for (char d = c; d <= last; d++) digits |= static_cast<uint16_t>(1u << (d - '0'));
    }
    if (at_end() || digits == 0) return fail();
    position_++;  // ]
    return add(set(digits));
  }

  /// The atom with its quantifier, if one follows. A second quantifier (lazy `??`,
  /// possessive `?+`, …) is outside the subset.
  int quantified(int item) {
    int minimum, maximum;
    char c = peek();
    if (c == '?') {
      minimum = 0, maximum = 1;
      position_++;
    } else if (c == '*') {
      minimum = 0, maximum = -1;
      position_++;
    } else if (c == '+') {
      minimum = 1, maximum = -1;
      position_++;
    } else if (c == '{') {
      position_++;
      if (!number(&minimum)) return fail();
      maximum = minimum;
      if (peek() == ',') {
        position_++;
        if (peek() == '}') {
          maximum = -1;
        } else if (!number(&maximum) || maximum < minimum) {
          return fail();
        }
      }
      if (peek() != '}') return fail();
      position_++;
    } else {
      return item;
    }
    char after = peek();
    if (after == '?' || after == '*' || after == '+' || after == '{') return fail();
    Node node{Node::kRepeat};
    node.children.push_back(item);
    node.minimum = minimum;
    node.maximum = maximum;
    return add(std::move(node));
  }

  bool number(int *value) {
    size_t start = position_;
    int n = 0;
    while (!at_end() && peek() >= '0' && peek() <= '9') {
      n = n * 10 + (peek() - '0');
      position_++;
      if (n > kMaxRepeat) return false;
    }
    *value = n;
    return position_ > start;
  }
};

/// A Thompson automaton: a state either steps on a digit set to `out` or has empty moves.
struct Nfa {
  struct State {
    uint16_t digits = 0;
    int out = -1;
    std::vector<int> empty;
  };
  std::vector<State> states;
  bool too_big = false;

  int add() {
    if (states.size() >= kMaxNfaStates) too_big = true;
    states.emplace_back();
    return static_cast<int>(states.size() - 1);
  }

  /// Builds `node` afresh (a repeated node is built once per copy); returns its start and
  /// end states, the end without moves yet.
  std::pair<int, int> build(const std::vector<Node> &nodes, int index) {
    if (too_big) return {add(), add()};
    const Node &node = nodes[static_cast<size_t>(index)];
    switch (node.kind) {
      case Node::kSet: {
        int start = add(), end = add();
        states[static_cast<size_t>(start)].digits = node.digits;
        states[static_cast<size_t>(start)].out = end;
        return {start, end};
      }
      case Node::kSequence: {
        int start = add();
        int end = start;
        for (int child : node.children) {
          auto part = build(nodes, child);
          states[static_cast<size_t>(end)].empty.push_back(part.first);
          end = part.second;
        }
        return {start, end};
      }
      case Node::kAlternatives: {
        int start = add(), end = add();
        for (int child : node.children) {
          auto part = build(nodes, child);
          states[static_cast<size_t>(start)].empty.push_back(part.first);
          states[static_cast<size_t>(part.second)].empty.push_back(end);
        }
        return {start, end};
      }
      case Node::kRepeat: {
        int child = node.children.front();
        int start = add();
        int end = start;
        for (int i = 0; i < node.minimum; i++) {
          auto part = build(nodes, child);
          states[static_cast<size_t>(end)].empty.push_back(part.first);
          end = part.second;
        }
        if (node.maximum < 0) {
          int loop = add();
          auto part = build(nodes, child);
          states[static_cast<size_t>(end)].empty.push_back(loop);
          states[static_cast<size_t>(loop)].empty.push_back(part.first);
          states[static_cast<size_t>(part.second)].empty.push_back(loop);
          return {start, loop};
        }
        for (int i = node.minimum; i < node.maximum; i++) {
          auto part = build(nodes, child);
          int after = add();
          states[static_cast<size_t>(end)].empty.push_back(part.first);
          states[static_cast<size_t>(end)].empty.push_back(after);
          states[static_cast<size_t>(part.second)].empty.push_back(after);
          end = after;
        }
        return {start, end};
      }
    }
    return {add(), add()};
  }
};

}  // namespace

std::unique_ptr<DigitAutomaton> DigitAutomaton::compile(const std::string &pattern) {
  std::vector<Node> nodes;
  int root = Parser(pattern).parse(&nodes);
  if (root < 0) return nullptr;
  Nfa nfa;
  auto whole = nfa.build(nodes, root);
  if (nfa.too_big) return nullptr;
  const int accept = whole.second;

  // Subset construction. A state of the result is the set of automaton states that step on
  // digits (plus `accept`) reachable without consuming anything.
  std::vector<uint32_t> seen(nfa.states.size(), 0);
  uint32_t generation = 0;
  std::vector<int> stack;
  auto closure = [&](const std::vector<int> &from) {
    generation++;
    std::vector<int> kept;
    stack.assign(from.begin(), from.end());
    while (!stack.empty()) {
      int s = stack.back();
      stack.pop_back();
      if (seen[static_cast<size_t>(s)] == generation) continue;
      seen[static_cast<size_t>(s)] = generation;
      const Nfa::State &state = nfa.states[static_cast<size_t>(s)];
      if (state.digits != 0 || s == accept) kept.push_back(s);
      for (int e : state.empty) stack.push_back(e);
    }
    std::sort(kept.begin(), kept.end());
    return kept;
  };

  auto automaton = std::unique_ptr<DigitAutomaton>(new DigitAutomaton());
  std::map<std::vector<int>, int32_t> ids;
  std::deque<std::vector<int>> pending;
  auto id_of = [&](std::vector<int> set) -> int32_t {
    if (set.empty()) return -1;
    auto found = ids.find(set);
    if (found != ids.end()) return found->second;
    int32_t id = static_cast<int32_t>(automaton->accepting_.size());
    automaton->accepting_.push_back(std::binary_search(set.begin(), set.end(), accept) ? 1 : 0);
    automaton->next_.push_back({});
    ids.emplace(set, id);
    pending.push_back(std::move(set));
    return id;
  };
  id_of(closure({whole.first}));
  if (automaton->accepting_.empty()) return nullptr;  // cannot happen: the start is kept
  for (size_t current = 0; current < automaton->accepting_.size(); current++) {
    if (automaton->accepting_.size() > kMaxDfaStates) return nullptr;
    std::vector<int> set = std::move(pending.front());
    pending.pop_front();
    for (int digit = 0; digit < 10; digit++) {
      std::vector<int> moved;
      for (int s : set) {
        const Nfa::State &state = nfa.states[static_cast<size_t>(s)];
        if (state.digits & (1u << digit)) moved.push_back(state.out);
      }
      int32_t target = moved.empty() ? -1 : id_of(closure(moved));
      automaton->next_[current][static_cast<size_t>(digit)] = target;
    }
  }
  automaton->prefix_free_ = true;
  for (size_t state = 0; state < automaton->accepting_.size(); state++) {
    if (!automaton->accepting_[state]) continue;
    for (int32_t target : automaton->next_[state]) {
      if (target >= 0) automaton->prefix_free_ = false;
    }
  }
  return automaton;
}

std::vector<std::string> DigitAutomaton::state_witnesses() const {
  std::vector<std::string> witness(accepting_.size());
  std::vector<uint8_t> reached(accepting_.size(), 0);
  std::deque<int32_t> queue{0};
  reached[0] = 1;
  while (!queue.empty()) {
    int32_t state = queue.front();
    queue.pop_front();
    for (int digit = 0; digit < 10; digit++) {
      int32_t target = next_[static_cast<size_t>(state)][static_cast<size_t>(digit)];
      if (target < 0 || reached[static_cast<size_t>(target)]) continue;
      reached[static_cast<size_t>(target)] = 1;
      witness[static_cast<size_t>(target)] = witness[static_cast<size_t>(state)] + static_cast<char>('0' + digit);
      queue.push_back(target);
    }
  }
  return witness;
}

}  // namespace cphone
