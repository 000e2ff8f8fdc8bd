import { PAGE_SIZES } from '@estadia/shared';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { pageCountOf, rangeLabel } from './listing-state.ts';

/** Page size, 'Ir para' (one-based on screen), 'n–m de total' and the four page buttons (spec §2.4). */
export function ListingPagination(props: {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPage(pageIndex: number): void;
  onPageSize(pageSize: number): void;
}) {
  const { pageIndex, pageSize, total, onPage } = props;
  const lastPage = pageCountOf(total, pageSize) - 1;
  const [goTo, setGoTo] = useState(String(pageIndex + 1));
  useEffect(() => setGoTo(String(pageIndex + 1)), [pageIndex]);

  const typeGoTo = (value: string) => {
    setGoTo(value);
    const page = Number(value);
    // The reducer clamps it; an empty box waits for a number.
    if (value.trim() !== '' && Number.isInteger(page)) onPage(page - 1);
  };

  return (
    <Box
      component="nav"
      aria-label="Paginação"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 2, py: 1, px: 2 }}
    >
      <TextField
        select
        size="small"
        id="listing-page-size"
        label="Itens por página"
        value={pageSize}
        onChange={(event) => props.onPageSize(Number(event.target.value))}
        sx={{ width: 140 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id="listing-go-to"
        label="Ir para"
        type="number"
        value={goTo}
        onChange={(event) => typeGoTo(event.target.value)}
        onBlur={() => setGoTo(String(pageIndex + 1))}
        sx={{ width: 90 }}
        slotProps={{ htmlInput: { min: 1, max: lastPage + 1, inputMode: 'numeric' } }}
      />
      <Typography variant="body2" aria-live="polite">
        {rangeLabel(pageIndex, pageSize, total)}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <IconButton aria-label="Primeira página" disabled={pageIndex <= 0} onClick={() => onPage(0)}>
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label="Página anterior" disabled={pageIndex <= 0} onClick={() => onPage(pageIndex - 1)}>
          <NavigateBeforeIcon />
        </IconButton>
        <IconButton aria-label="Próxima página" disabled={pageIndex >= lastPage} onClick={() => onPage(pageIndex + 1)}>
          <NavigateNextIcon />
        </IconButton>
        <IconButton aria-label="Última página" disabled={pageIndex >= lastPage} onClick={() => onPage(lastPage)}>
          <LastPageIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
