#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex for state shared by threads (the `Synchronization` module's `Mutex` needs macOS 15;
/// the package supports 14). Whoever holds state behind it marks itself `@unchecked Sendable`
/// and touches that state only inside ``withLock(_:)``.
final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Takes the lock for good: for a thread that ends the process while holding it.
  func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Runs `body` with the lock held.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
