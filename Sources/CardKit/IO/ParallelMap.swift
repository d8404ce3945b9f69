import Dispatch

/// Applies a transform to every element on up to `threads` threads and returns the results in
/// order. Used to parse and convert batches of cards on both cores.
func parallelMap<Input: Sendable, Output: Sendable>(
  _ inputs: [Input], threads: Int, _ transform: @Sendable (Input) -> Output
) -> [Output] {
  guard threads > 1, inputs.count > 1 else { return inputs.map(transform) }
  return [Output](unsafeUninitializedCapacity: inputs.count) { buffer, count in
    nonisolated(unsafe) let out = buffer
    let stripes = min(threads, inputs.count)
    DispatchQueue.concurrentPerform(iterations: stripes) { stripe in
      var i = stripe
      while i < inputs.count {
        (out.baseAddress! + i).initialize(to: transform(inputs[i]))
        i += stripes
      }
    }
    count = inputs.count
  }
}
