import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Camera, X } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n';

const text = t.onboarding;

function stop(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * A live camera with Capture and Cancel. The stream is stopped on capture, on cancel, and
 * when the view goes away for any other reason (SPEC §4), so the camera light never stays on.
 */
export function CameraView({
  facingMode,
  onCapture,
  onCancel,
  onError,
}: {
  /** 'user' for the tenant's face, 'environment' (the back camera) for the card. */
  facingMode: 'user' | 'environment';
  onCapture: (video: HTMLVideoElement) => void;
  onCancel: () => void;
  onError: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [isReady, setIsReady] = useState(false);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let isCurrent = true;
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API');
        const stream = await navigator.mediaDevices.getUserMedia({
          video: {
            facingMode: { ideal: facingMode },
            width: { ideal: 1920 },
            height: { ideal: 1080 },
          },
          audio: false,
        });
        if (!isCurrent) {
          stop(stream);
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
      } catch {
        if (isCurrent) onErrorRef.current();
      }
    };
    void start();
    return () => {
      isCurrent = false;
      stop(streamRef.current);
      streamRef.current = null;
    };
  }, [facingMode]);

  const release = () => {
    stop(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  };

  return (
    <div className="space-y-4">
      <div className="relative overflow-hidden rounded-xl bg-slate-900">
        <video
          ref={videoRef}
          aria-label={text.camera.preview}
          className={`aspect-video w-full object-contain ${facingMode === 'user' ? '-scale-x-100' : ''}`}
          playsInline
          muted
          onLoadedData={() => setIsReady(true)}
        />
        {!isReady && (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-slate-200"
          >
            <Spinner className="size-5" />
            {text.camera.starting}
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button
          disabled={!isReady}
          onClick={() => {
            const video = videoRef.current;
            if (!video) return;
            // The frame is taken before the stream stops: onCapture draws it at once.
            onCapture(video);
            release();
          }}
        >
          <Camera aria-hidden="true" className="size-4" />
          {text.camera.capture}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            release();
            onCancel();
          }}
        >
          <X aria-hidden="true" className="size-4" />
          {text.cancel}
        </Button>
      </div>
    </div>
  );
}
