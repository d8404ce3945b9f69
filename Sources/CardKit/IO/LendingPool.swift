#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Objects lent to one thread at a time: a call borrows one (made on first need, so there are
/// as many as calls ever ran at once), uses it and gives it back, so no two threads share one
/// and each keeps its caches warm across calls. What the reading threads use for per-thread
/// state (a libphonenumber context, label caches) when they transform cards.
///
/// Only the list is guarded by the lock; an item is touched by the one thread holding it,
/// which is what makes the unchecked `Sendable` sound.
final class LendingPool<Item: AnyObject>: @unchecked Sendable {
  private let make: @Sendable () -> Item
  private var idle: [Item] = []
  private var made: [Item] = []
  private let lock: UnsafeMutablePointer<pthread_mutex_t>

  /// A pool making its items with `make`.
  init(make: @escaping @Sendable () -> Item) {
    self.make = make
    lock = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// Runs `body` with an item no other thread holds meanwhile.
  func withItem<T>(_ body: (Item) -> T) -> T {
    pthread_mutex_lock(lock)
    let item: Item
    if let free = idle.popLast() {
      item = free
    } else {
      item = make()
      made.append(item)
    }
    pthread_mutex_unlock(lock)
    defer {
      pthread_mutex_lock(lock)
      idle.append(item)
      pthread_mutex_unlock(lock)
    }
    return body(item)
  }

  /// Every item made so far; read their state only while no call is running.
  var all: [Item] {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return made
  }
}
