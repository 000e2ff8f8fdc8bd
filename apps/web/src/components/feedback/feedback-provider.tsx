import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** Spec §9: snackbar 6000 ms by default; the loading indicator stops 1000 ms after the last task. */
export const SNACKBAR_MS = 6000;
const LOADING_STOP_DELAY_MS = 1000;

interface TSnack {
  key: number;
  message: string;
  severity: AlertColor;
  duration: number;
}

interface TDialog {
  kind: 'error' | 'success' | 'confirm';
  message: string;
  resolve?: (ok: boolean) => void;
}

export interface TFeedback {
  notify(message: string, options?: { severity?: AlertColor; duration?: number }): void;
  showError(message?: string): void;
  showSuccess(message: string): void;
  /** 'Tem certeza?' with 'Cancelar' / 'Continuar'; resolves true on 'Continuar'. */
  confirm(message: string): Promise<boolean>;
  /** Counts a running task for the global loading indicator. */
  track<T>(work: Promise<T>): Promise<T>;
}

const FeedbackContext = createContext<TFeedback | null>(null);

const TITLES = { error: 'Erro!', success: 'Sucesso!', confirm: 'Tem certeza?' } as const;

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [snack, setSnack] = useState<TSnack | null>(null);
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [loading, setLoading] = useState(false);
  const running = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const track = useCallback(<T,>(work: Promise<T>) => {
    running.current += 1;
    clearTimeout(stopTimer.current);
    setLoading(true);
    return work.finally(() => {
      running.current -= 1;
      if (running.current === 0) {
        stopTimer.current = setTimeout(() => running.current === 0 && setLoading(false), LOADING_STOP_DELAY_MS);
      }
    });
  }, []);

  const value = useMemo<TFeedback>(
    () => ({
      notify: (message, options = {}) =>
        setSnack({
          key: Date.now(),
          message,
          severity: options.severity ?? 'info',
          duration: options.duration ?? SNACKBAR_MS,
        }),
      showError: (message = 'Erro') => setDialog({ kind: 'error', message }),
      showSuccess: (message) => setDialog({ kind: 'success', message }),
      confirm: (message) => new Promise<boolean>((resolve) => setDialog({ kind: 'confirm', message, resolve })),
      track,
    }),
    [track],
  );

  const closeSnack = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setSnack(null);
  };
  const closeDialog = (ok: boolean) => {
    dialog?.resolve?.(ok);
    setDialog(null);
  };

  return (
    <FeedbackContext.Provider value={value}>
      {loading && (
        <LinearProgress
          aria-label="Carregando"
          data-testid="global-loading"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.modal + 1 }}
        />
      )}
      {children}
      {/* A portal keeps the message announced while a drawer or dialog hides the app root from screen readers. */}
      <Portal>
        <Snackbar
          key={snack?.key}
          open={!!snack}
          autoHideDuration={snack?.duration}
          onClose={closeSnack}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <Alert
            onClose={() => setSnack(null)}
            severity={snack?.severity}
            variant="filled"
            sx={{ whiteSpace: 'pre-line' }}
          >
            {snack?.message}
          </Alert>
        </Snackbar>
      </Portal>
      <Dialog open={!!dialog} onClose={() => closeDialog(false)} aria-labelledby="feedback-dialog-title">
        {dialog && (
          <>
            <DialogTitle id="feedback-dialog-title">{TITLES[dialog.kind]}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{dialog.message}</DialogContentText>
            </DialogContent>
            <DialogActions>
              {dialog.kind === 'confirm' ? (
                <>
                  <Button onClick={() => closeDialog(false)}>Cancelar</Button>
                  <Button onClick={() => closeDialog(true)} variant="contained" autoFocus>
                    Continuar
                  </Button>
                </>
              ) : (
                <Button onClick={() => closeDialog(true)} autoFocus>
                  OK
                </Button>
              )}
            </DialogActions>
          </>
        )}
      </Dialog>
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): TFeedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback outside FeedbackProvider');
  return value;
}
