// AudioWorklet processor: hands each block of microphone samples (channel 0) to the page.
class WavRecorderProcessor extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0]?.[0];
    if (channel && channel.length > 0) this.port.postMessage(channel.slice(0));
    return true;
  }
}

registerProcessor("wav-recorder", WavRecorderProcessor);
