#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Objects lent to one thread at a time: a call borrows one (made on first need, so there are
/// as many as calls ever ran at once), uses it and gives it back, so no two threads share one
/// and each keeps its caches warm across calls. What the reading threads use for per-thread
/// state (a libphonenumber context, label caches, an ICU collator) when they transform cards.
///
/// A pool may start with items made elsewhere (`seed`); when `make` then fails, calls wait
/// for an item to come back instead.
///
/// Only the list is guarded by the lock; an item is touched by the one thread holding it,
/// which is what makes the unchecked `Sendable` sound (seed items must not be used by anyone
/// else while the pool lends them).
final class LendingPool<Item: AnyObject>: @unchecked Sendable {
  private let make: @Sendable () -> Item?
  private var idle: [Item]
  private var made: [Item]
  private var canMake = true
  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  private let returned: UnsafeMutablePointer<pthread_cond_t>

  /// A pool lending `seed` first and making further items with `make`. Without a seed,
  /// `make` must not fail.
  init(seed: [Item] = [], make: @escaping @Sendable () -> Item?) {
    self.make = make
    idle = seed
    made = seed
    lock = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    returned = .allocate(capacity: 1)
    pthread_cond_init(returned, nil)
  }

  deinit {
    pthread_cond_destroy(returned)
    returned.deallocate()
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// Runs `body` with an item no other thread holds meanwhile.
  func withItem<T>(_ body: (Item) -> T) -> T {
    let item = lend()
    defer { takeBack(item) }
    return body(item)
  }

  /// An item no other thread holds until it is given back with ``takeBack(_:)``: for a caller
  /// that hands on a value it owns (a closure of ``withItem(_:)`` would capture the value,
  /// and a captured value is copied, not moved).
  func lend() -> Item {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    var item = idle.popLast()
    while item == nil {
      if canMake, let new = make() {
        made.append(new)
        item = new
      } else {
        canMake = false
        precondition(!made.isEmpty, "a LendingPool whose make fails needs a seed")
        pthread_cond_wait(returned, lock)
        item = idle.popLast()
      }
    }
    return item!
  }

  /// Gives back an item of ``lend()``.
  func takeBack(_ item: Item) {
    pthread_mutex_lock(lock)
    idle.append(item)
    pthread_cond_signal(returned)
    pthread_mutex_unlock(lock)
  }

  /// Every item made so far (the seed included); read their state only while no call is
  /// running.
  var all: [Item] {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return made
  }
}
